-- The contact form under abuse: limits that no sender can turn against others, one row per request,
-- input that only looks filled in refused, an idempotency key for retries, and the sender's address
-- forgotten after 30 days. See README, "The contact form".
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
-- characters and joiners, format controls of any script, the byte-order mark, bidirectional marks,
-- combining marks without a letter to sit on, variation selectors, Hangul fillers, the blank Braille
-- pattern, tag characters, private-use characters and noncharacters. A name, company or message must
-- hold a character outside that set, and a name or company may not begin or end with one. Controls
-- (C0 and C1, so also terminal escape sequences) are refused everywhere except tab and line breaks in
-- the message; bidirectional overrides and isolates, which can make stored text read differently from
-- what it is, are refused everywhere. The predicates are pure functions of their text; a check
-- constraint runs them as the inserting role, so they may be run by anyone.
-- ---------------------------------------------------------------------------------------------

create function private.invisible_characters()
  returns text
  language sql
  immutable
  parallel safe
as $$
  select '\u0001-\u0020\u007F-\u00A0\u00AD\u0300-\u036F\u034F\u0600-\u0605\u061C\u06DD\u070F\u08E2\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F\u1AB0-\u1AFF\u1DC0-\u1DFF\u2000-\u200F\u2028-\u202F\u205F-\u206F\u20D0-\u20FF\u2800\u3000\u3164\uE000-\uF8FF\uFE00-\uFE0F\uFE20-\uFE2F\uFEFF\uFFA0\uFFF0-\uFFFC\uFFFE\uFFFF\U000110BD\U000110CD\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D159\U0001D173-\U0001D17A\U000E0000-\U000E0FFF\U000F0000-\U0010FFFF'
$$;

comment on function private.invisible_characters() is
  'The characters that show nothing on their own, as the body of a regular-expression bracket expression.';

-- True when `value` shows something: it holds a character that is not invisible; and, when `trimmed`,
-- it neither begins nor ends with an invisible character (btrim only knows ASCII white space).
create function private.is_visible_text(value text, trimmed boolean)
  returns boolean
  language sql
  immutable
  parallel safe
  -- As the owner: the inserting role may not look inside the private schema.
  security definer
  set search_path = ''
as $$
  select value ~ ('[^' || private.invisible_characters() || ']')
     and not (trimmed and (value ~ ('^[' || private.invisible_characters() || ']') or value ~ ('[' || private.invisible_characters() || ']$')))
$$;

-- True when `value` holds a control or bidirectional override; tab and line breaks count only when `one_line`.
create function private.has_controls(value text, one_line boolean)
  returns boolean
  language sql
  immutable
  parallel safe
as $$
  select case when one_line
    then value ~ '[\u0001-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]'
    else value ~ '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]'
  end
$$;

alter table public.contact_form_submissions
  add constraint contact_form_submissions_name_text_check check (
    private.is_visible_text(name, true) and not private.has_controls(name, true)
    -- At least one letter: a character that is not a digit, punctuation, a symbol, an emoji or invisible.
    and name ~ ('[^0-9!-/:-@\[-`{-~\u00A1-\u00BF\u00D7\u00F7\u2010-\u2027\u2030-\u205E\u20A0-\u20CF\u2100-\u214F\u2190-\u2BFF\u3001-\u303F\U0001F000-\U0001FAFF' || private.invisible_characters() || ']')
  ) not valid,
  add constraint contact_form_submissions_email_text_check check (
    -- Nothing invisible, and none of the characters a browser refuses in an address ("<>(),;:[]\{}),
    -- which are what a JSON object or array sent in place of a string would bring. The domain holds
    -- letters, digits, dots and hyphens only, so no query (?cc=…) can ride along in a mailto link.
    email !~ '["<>(),;:\[\]\\{}]'
    and email !~ ('[' || private.invisible_characters() || ']')
    and split_part(email, '@', 2) !~ '[!-,/:-@\[-`{-~]'
  ) not valid,
  add constraint contact_form_submissions_company_text_check check (
    company is null or (private.is_visible_text(company, true) and not private.has_controls(company, true))
  ) not valid,
  add constraint contact_form_submissions_message_text_check check (
    private.is_visible_text(message, false) and not private.has_controls(message, false)
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

alter table public.contact_form_submissions add column client_network text;
comment on column public.contact_form_submissions.client_address is
  'Who sent it, as the rate limit counts senders: an IPv4 address or an IPv6 /64. Set by the trigger; cleared after 30 days.';
comment on column public.contact_form_submissions.client_network is
  'The network it came from: an IPv4 address or an IPv6 /48. Set by the trigger; cleared after 30 days.';
create index contact_form_submissions_network_idx on public.contact_form_submissions (client_network, received_at);

-- ---------------------------------------------------------------------------------------------
-- The sender, as the API gateway saw it.
--
-- Hosted Supabase sits behind Cloudflare, which sets cf-connecting-ip on every request and replaces
-- any value the caller sent. Without it (self-hosted, the local backend), the last x-forwarded-for
-- entry is the one the nearest proxy appended; earlier entries are whatever the caller wrote.
-- ---------------------------------------------------------------------------------------------

create function private.client_of(headers jsonb)
  returns inet
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
  -- An IPv4 address written as IPv6 (::ffff:192.0.2.1) is that IPv4 address.
  if address << inet '::ffff:0.0.0.0/96' then
    return (split_part(host(address), ':', -1))::inet;
  end if;
  return address;
end;
$$;

revoke all on function private.client_of(jsonb) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The guard, for the roles the public API key acts as (anon, and authenticated should the site ever
-- sign anyone in). The service role and the owner are not limited.
--
--   1. A request must come from an identifiable sender, and may store one row.
--   2. A sender is an IPv4 address or an IPv6 /64 (one connection can pick any address in its /64);
--      it may send 5 messages in 10 minutes and 20 in a day. Its network, the IPv6 /48 that one
--      customer usually holds, may send 10 in 10 minutes and 40 in a day, so hopping between /64s
--      gains little.
--   3. When the whole site has received 1,000 messages in 10 minutes (a distributed flood), each
--      network may send one message per 10 minutes until it calms down. A network that has not
--      written recently always gets through: no sender, and no crowd, can close the form to a newcomer.
--   4. Nothing is counted by email address, which anyone may type, so nobody can block another
--      person's address.
--   5. The inserts of one network (and the retries of one message) are serialised by transaction
--      locks of their own, so the counts are exact under concurrency; there is no lock every
--      visitor queues for, so a sender hammering the API delays only itself.
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
  client inet := private.client_of(headers);
  window_start timestamptz := now() - interval '10 minutes';
  day_start timestamptz := now() - interval '1 day';
  sender_limit constant int := 5;
  sender_daily_limit constant int := 20;
  network_limit constant int := 10;
  network_daily_limit constant int := 40;
  busy_threshold constant int := 1000;
  sender_recent int;
  sender_today int;
  network_recent int;
  network_today int;
  retry constant text := 'Wait a few minutes before sending another message.';
begin
  new.received_at := now();
  new.client_address := case family(client) when 6 then network(set_masklen(client, 64))::text else host(client) end;
  new.client_network := case family(client) when 6 then network(set_masklen(client, 48))::text else host(client) end;
  new.idempotency_key := null;

  if coalesce(current_setting('role', true), '') not in ('anon', 'authenticated') then
    return new;
  end if;

  if client is null then
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

  -- Locks in one order (message, then network) so two inserts never wait for each other in a circle.
  if idempotency_header is not null then
    begin
      new.idempotency_key := idempotency_header::uuid;
    exception when invalid_text_representation then
      raise exception 'The Idempotency-Key header is not a UUID'
        using errcode = 'PT400', hint = 'Send a UUID made once per message, and the same one with each retry of it.';
    end;
    perform pg_advisory_xact_lock(hashtextextended('contact_form_submissions:message:' || new.idempotency_key::text, 0));
    if exists (select from public.contact_form_submissions s where s.idempotency_key = new.idempotency_key) then
      -- Already stored by an earlier attempt: answer as a success and store nothing.
      return null;
    end if;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('contact_form_submissions:network:' || new.client_network, 0));

  select count(*) filter (where s.received_at > window_start and s.client_address = new.client_address),
         count(*) filter (where s.client_address = new.client_address),
         count(*) filter (where s.received_at > window_start),
         count(*)
    into sender_recent, sender_today, network_recent, network_today
    from public.contact_form_submissions s
   where s.client_network = new.client_network and s.received_at > day_start;

  if sender_recent >= sender_limit or sender_today >= sender_daily_limit
     or network_recent >= network_limit or network_today >= network_daily_limit then
    raise exception 'Too many messages from this address'
      using errcode = 'PT429', hint = retry;
  end if;

  -- Counting stops at the threshold, so a crowded window costs no more than a calm one.
  if network_recent > 0
     and (select count(*) from (select from public.contact_form_submissions s where s.received_at > window_start limit busy_threshold) recent) >= busy_threshold then
    raise exception 'Too many messages right now: one message per sender every ten minutes'
      using errcode = 'PT429', hint = retry;
  end if;

  return new;
end;
$$;

revoke all on function private.guard_contact_form_submission() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Retention: the sender's address and network exist for the rate limit, which looks back one day. After 30
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
       set client_address = null, client_network = null
     where (client_address is not null or client_network is not null)
       and received_at < now() - interval '30 days'
    returning 1
  )
  select count(*) from forgotten;
$$;

revoke all on function private.forget_client_addresses() from public, anon, authenticated;
comment on function private.forget_client_addresses() is
  'Clears client_address and client_network on enquiries received more than 30 days ago; returns how many it cleared.';

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
