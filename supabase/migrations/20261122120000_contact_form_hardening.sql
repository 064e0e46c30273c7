-- The contact form under abuse: limits that no sender can turn against others, one row per request,
-- input that only looks filled in refused, an idempotency key for retries, and the sender's address
-- forgotten after 30 days. See README, "The contact form: limits and abuse".
--
-- The first migration is applied on live projects: this one only adds to it. New checks are added
-- NOT VALID, so rows stored before them are kept as they are and only new rows are checked.

-- Supabase's default privileges hand every role usage and update on new sequences, which let anon
-- move the id sequence (setval) and break every later insert. An identity column needs no sequence
-- privilege to insert, so nobody but the owner keeps one.
revoke all on sequence public.contact_form_submissions_id_seq from anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- What a value must look like, beyond the lengths and shapes of the first migration.
--
-- "Invisible" is everything that shows nothing on its own: controls, every Unicode space, zero-width
-- characters and joiners, the byte-order mark, bidirectional marks, variation selectors, Hangul
-- fillers, the blank Braille pattern and the tag characters. A name, company or message must hold at
-- least one character outside that set. Controls (C0 and C1, so also terminal escape sequences) are
-- refused everywhere except tab and line breaks in the message; bidirectional overrides and isolates,
-- which can make stored text read differently from what it is, are refused everywhere.
-- ---------------------------------------------------------------------------------------------

alter table public.contact_form_submissions
  add constraint contact_form_submissions_name_text_check check (
    -- At least one letter: a character that is not an ASCII digit, punctuation or symbol, and not invisible.
    name ~ '[^0-9!-/:-@\[-`{-~\u0001-\u0020\u007F-\u00A0\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u2000-\u200F\u2028-\u202F\u205F-\u206F\u2800\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB\U000E0000-\U000E0FFF]'
    and name !~ '[\u0001-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]'
  ) not valid,
  add constraint contact_form_submissions_email_text_check check (
    -- Also none of the characters a browser refuses in an address ("<>(),;:[]\{}), which are what a
    -- JSON object or array sent in place of a string would bring.
    email !~ '["<>(),;:\[\]\\{}]'
    and email !~ '[\u0001-\u0020\u007F-\u00A0\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u2000-\u200F\u2028-\u202F\u205F-\u206F\u2800\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB\U000E0000-\U000E0FFF]'
  ) not valid,
  add constraint contact_form_submissions_company_text_check check (
    company is null or (
      company ~ '[^\u0001-\u0020\u007F-\u00A0\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u2000-\u200F\u2028-\u202F\u205F-\u206F\u2800\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB\U000E0000-\U000E0FFF]'
      and company !~ '[\u0001-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]'
    )
  ) not valid,
  add constraint contact_form_submissions_message_text_check check (
    message ~ '[^\u0001-\u0020\u007F-\u00A0\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u2000-\u200F\u2028-\u202F\u205F-\u206F\u2800\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF9-\uFFFB\U000E0000-\U000E0FFF]'
    and message !~ '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]'
  ) not valid,
  -- The visitor's clock, within reason: the trigger below replaces an implausible one for API callers,
  -- and this keeps anyone else (an import by the service role) from storing infinity or year 9999.
  add constraint contact_form_submissions_created_at_check check (
    created_at between timestamptz '2000-01-01 00:00:00+00' and received_at + interval '1 day'
  ) not valid;

-- ---------------------------------------------------------------------------------------------
-- Retries: the form sends an Idempotency-Key header (a UUID made once per message) with every
-- attempt. A retry of a message already stored is answered as a success and stores nothing, so a
-- timeout that raced the commit cannot turn into a duplicate.
-- ---------------------------------------------------------------------------------------------

alter table public.contact_form_submissions add column idempotency_key uuid;
comment on column public.contact_form_submissions.idempotency_key is
  'The Idempotency-Key header of the request that stored the row (set by the trigger, never by the caller).';
create unique index contact_form_submissions_idempotency_key_idx
  on public.contact_form_submissions (idempotency_key) where idempotency_key is not null;

-- The rate limit no longer counts by email (anyone can type anyone's address); it counts by sender.
drop index public.contact_form_submissions_email_idx;

comment on column public.contact_form_submissions.client_address is
  'Who sent it, as the rate limit counts senders: an IPv4 address or an IPv6 /64 network. Cleared after 30 days.';

-- ---------------------------------------------------------------------------------------------
-- The sender, as the API gateway saw it.
--
-- Hosted Supabase sits behind Cloudflare, which sets cf-connecting-ip on every request and replaces
-- any value the caller sent. Without it (self-hosted, the local backend), the last x-forwarded-for
-- entry is the one the nearest proxy appended; earlier entries are whatever the caller wrote. An IPv6
-- sender counts as its /64 network, since one connection can choose any address inside it.
-- ---------------------------------------------------------------------------------------------

create function private.sender_of(headers jsonb)
  returns text
  language plpgsql
  immutable
  set search_path = ''
as $$
declare
  claimed text := coalesce(
    nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
    nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', -1)), '')
  );
  address inet;
begin
  if claimed is null then
    return null;
  end if;
  begin
    address := claimed::inet;
  exception when invalid_text_representation then
    return null;
  end;
  -- An address, not a network written with a mask.
  if masklen(address) <> (case family(address) when 4 then 32 else 128 end) then
    return null;
  end if;
  -- An IPv4 address written as IPv6 (::ffff:192.0.2.1) is the IPv4 sender.
  if address << inet '::ffff:0.0.0.0/96' then
    return host((split_part(host(address), ':', -1))::inet);
  end if;
  if family(address) = 6 then
    return network(set_masklen(address, 64))::text;
  end if;
  return host(address);
end;
$$;

revoke all on function private.sender_of(jsonb) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The guard, for the roles the public API key acts as (anon, and authenticated should the site ever
-- sign anyone in). The service role and the owner are not limited.
--
--   1. A request must come from an identifiable sender, and may store one row.
--   2. Every guarded insert takes one transaction-level lock, so the counts below are exact under
--      concurrency and nothing overshoots. An insert holds it for a few milliseconds.
--   3. A sender (address, or IPv6 /64) may send 5 messages in 10 minutes and 20 in a day.
--   4. When the whole site has received 1,000 messages in 10 minutes (a distributed flood), each
--      sender may send one message per 10 minutes until it calms down. A sender who has not written
--      recently always gets through: no sender, and no crowd, can close the form for a newcomer.
--   5. Nothing is counted by email address, which anyone may type, so nobody can block another
--      person's address.
-- ---------------------------------------------------------------------------------------------

create or replace function private.guard_contact_form_submission()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  headers jsonb := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb;
  idempotency_header text := nullif(btrim(headers ->> 'idempotency-key'), '');
  window_start timestamptz := now() - interval '10 minutes';
  per_sender_limit constant int := 5;
  per_sender_daily_limit constant int := 20;
  busy_threshold constant int := 1000;
  sent_recently int;
  sent_today int;
  retry constant text := 'Wait a few minutes before sending another message.';
begin
  new.received_at := now();
  new.client_address := private.sender_of(headers);
  new.idempotency_key := null;

  if coalesce(current_setting('role', true), '') not in ('anon', 'authenticated') then
    return new;
  end if;

  if new.client_address is null then
    raise exception 'The sender''s address could not be determined'
      using errcode = 'PT400', hint = 'The API gateway sets cf-connecting-ip or x-forwarded-for; without a valid address nothing is stored.';
  end if;

  -- PostgREST runs each request in its own transaction: a second row in it is a bulk insert.
  if current_setting('contact_form.row_stored', true) = 'yes' then
    raise exception 'Send one enquiry per request'
      using errcode = 'PT400', hint = 'Post a single JSON object, not an array.';
  end if;
  perform set_config('contact_form.row_stored', 'yes', true);

  -- The visitor's clock is taken when plausible, and replaced by the received time when not:
  -- a phone with a wrong date must not cost anyone their enquiry.
  if new.created_at is null or not (new.created_at between new.received_at - interval '1 day' and new.received_at + interval '1 day') then
    new.created_at := new.received_at;
  end if;

  perform pg_advisory_xact_lock(hashtextextended('public.contact_form_submissions', 0));

  if idempotency_header is not null then
    begin
      new.idempotency_key := idempotency_header::uuid;
    exception when invalid_text_representation then
      raise exception 'The Idempotency-Key header is not a UUID'
        using errcode = 'PT400', hint = 'Send a UUID made once per message, and the same one with each retry of it.';
    end;
    if exists (select from public.contact_form_submissions s where s.idempotency_key = new.idempotency_key) then
      -- Already stored by an earlier attempt: answer as a success and store nothing.
      return null;
    end if;
  end if;

  select count(*) filter (where s.received_at > window_start), count(*)
    into sent_recently, sent_today
    from public.contact_form_submissions s
   where s.client_address = new.client_address and s.received_at > now() - interval '1 day';

  if sent_recently >= per_sender_limit or sent_today >= per_sender_daily_limit then
    raise exception 'Too many messages from this address'
      using errcode = 'PT429', hint = retry;
  end if;

  if sent_recently > 0
     and (select count(*) from public.contact_form_submissions s where s.received_at > window_start) >= busy_threshold then
    raise exception 'Too many messages right now: one message per sender every ten minutes'
      using errcode = 'PT429', hint = retry;
  end if;

  return new;
end;
$$;

revoke all on function private.guard_contact_form_submission() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Retention: the sender's address exists for the rate limit, which looks back one day. After 30
-- days it is cleared; the enquiry itself is kept. Scheduled daily with pg_cron where it exists
-- (every hosted Supabase project can enable it); elsewhere, run it from any scheduler:
--   select private.forget_client_addresses();
-- ---------------------------------------------------------------------------------------------

create function private.forget_client_addresses()
  returns bigint
  language sql
  security definer
  set search_path = ''
as $$
  with forgotten as (
    update public.contact_form_submissions
       set client_address = null
     where client_address is not null
       and received_at < now() - interval '30 days'
    returning 1
  )
  select count(*) from forgotten;
$$;

revoke all on function private.forget_client_addresses() from public, anon, authenticated;
comment on function private.forget_client_addresses() is
  'Clears client_address on enquiries received more than 30 days ago; returns how many it cleared.';

do $$
begin
  if not exists (select from pg_available_extensions where name = 'pg_cron') then
    raise notice 'pg_cron is not available: schedule "select private.forget_client_addresses()" daily yourself.';
    return;
  end if;
  begin
    create extension if not exists pg_cron;
  exception when others then
    raise notice 'pg_cron could not be enabled (%): schedule "select private.forget_client_addresses()" daily yourself.', sqlerrm;
    return;
  end;
  -- Scheduling by name replaces a job of the same name, so this is safe to run again.
  perform cron.schedule('forget-contact-form-addresses', '17 3 * * *', 'select private.forget_client_addresses()');
end
$$;
