-- The contact form, round two: every check enforced on every row, names by a positive rule, nothing
-- invisible or executable carried to the team, one message per idempotency key, and a retention job
-- that no old row can stop. See README, "The contact form".
--
-- The earlier migrations are applied on live projects; this one only adds to them. Their checks were
-- added NOT VALID, so rows stored under the first migration may break them, and every UPDATE of such
-- a row (the retention job's included) then failed. Such rows are repaired here, never deleted: each
-- value replaced is kept, as it was, in `repaired_from`.

-- ---------------------------------------------------------------------------------------------
-- What a name is: words of letters (with the marks and joiners that belong to them), separated by
-- spaces, apostrophes, hyphens, dots, commas or middle dots, beginning with a letter. The letters are
-- those of the world's scripts, by Unicode block, without their digits and punctuation. Anything else
-- (symbols, emoji, U+FFFD, noncharacters, tag characters, formula signs) is not part of a name.
-- ---------------------------------------------------------------------------------------------

create function private.name_letters()
  returns text
  language sql
  immutable
  parallel safe
as $$
  select 'A-Za-z\u00AA\u00BA\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02AF\u0370-\u0373\u0376-\u0377\u037B-\u037D\u037F\u0386\u0388-\u03FF\u0400-\u0482\u048A-\u052F\u0531-\u0556\u0561-\u0587\u0591-\u05C7\u05D0-\u05F2\u0610-\u061A\u0620-\u065F\u066E-\u06D3\u06D5-\u06DC\u06DF-\u06E8\u06EA-\u06EF\u06FA-\u06FF\u0710-\u074F\u0750-\u077F\u0780-\u07B1\u07CA-\u07F5\u08A0-\u08E1\u08E3-\u08FF\u0900-\u0963\u0971-\u09E5\u09F0-\u0A65\u0A70-\u0AE5\u0AF0-\u0B65\u0B70-\u0BE5\u0BF0-\u0C65\u0C70-\u0CE5\u0CF0-\u0D65\u0D70-\u0DE5\u0DF0-\u0DFF\u0E01-\u0E4E\u0E81-\u0ECE\u0F00\u0F40-\u0FBC\u1000-\u103F\u1050-\u109F\u10A0-\u10FF\u1100-\u115E\u1161-\u11FF\u1200-\u139F\u13A0-\u13FF\u1401-\u166C\u166F-\u167F\u1780-\u17B3\u17B6-\u17D3\u1820-\u18AA\u1C80-\u1C8F\u1C90-\u1CBF\u1D00-\u1DBF\u1E00-\u1FBC\u1FC2-\u1FCC\u1FD0-\u1FDB\u1FE0-\u1FEC\u1FF2-\u1FFC\u2C60-\u2C7F\u2DE0-\u2DFF\u3005\u3041-\u3096\u3099-\u309F\u30A1-\u30FA\u30FC-\u30FF\u3105-\u312F\u3131-\u3163\u3165-\u318E\u31A0-\u31BF\u31F0-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA48C\uA640-\uA69F\uA720-\uA7FF\uAB30-\uAB6F\uAC00-\uD7A3\uF900-\uFAFF\uFB00-\uFB06\uFB1D-\uFB4F\uFB50-\uFBB1\uFBD3-\uFD3D\uFD50-\uFDC7\uFDF0-\uFDFB\uFE70-\uFEFC\U00020000-\U0003134F'
$$;

comment on function private.name_letters() is
  'The letters a name is made of (the letters and own marks of the world''s scripts), as the body of a regular-expression bracket expression.';

-- What may follow a letter inside a word: combining marks, and the joiners some scripts need.
create function private.name_marks()
  returns text
  language sql
  immutable
  parallel safe
as $$
  select '\u0300-\u036F\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F\u200C\u200D'
$$;

-- What may stand between the words of a name: spaces, apostrophes, dots, commas, middle dots, hyphens.
create function private.name_punctuation()
  returns text
  language sql
  immutable
  parallel safe
as $$
  select ' ''\u2019\u02BC.,\u00B7\u30FB\u2010-'
$$;

create function private.is_name(value text)
  returns boolean
  language sql
  immutable
  parallel safe
  -- As the owner: a check constraint runs this as the inserting role, which may not look inside private.
  security definer
  set search_path = ''
as $$
  -- A word is a letter, then letters and marks; between words, the punctuation of names. A name may
  -- end with a dot (Jr.).
  select value ~ ('^' || word || '([' || private.name_punctuation() || ']+' || word || ')*[.]?$')
    from (select '[' || private.name_letters() || '][' || private.name_letters() || private.name_marks() || ']*' as word) name_word
$$;

-- ---------------------------------------------------------------------------------------------
-- Every rule on a field, in one function each: the checks below use them, and so does the repair of
-- old rows, so the two can never disagree.
-- ---------------------------------------------------------------------------------------------

create function private.is_valid_name(value text)
  returns boolean
  language sql
  immutable
  parallel safe
  security definer
  set search_path = ''
as $$
  select char_length(value) between 1 and 120 and private.is_name(value)
$$;

create function private.is_valid_email(value text)
  returns boolean
  language sql
  immutable
  parallel safe
  security definer
  set search_path = ''
as $$
  select char_length(value) <= 254
     and value ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:].]+$'
     and value !~ '["<>(),;:\[\]\\{}]'
     and value !~ ('[' || private.invisible_characters() || ']')
     and split_part(value, '@', 2) !~ '[!-,/:-@\[-`{-~]'
$$;

create function private.is_valid_company(value text)
  returns boolean
  language sql
  immutable
  parallel safe
  security definer
  set search_path = ''
as $$
  select value is null or (
    char_length(value) between 1 and 160
    and private.is_visible_text(value, true) and not private.has_controls(value, true)
    and value !~ '[\U000E0000-\U000E007F]'
    -- A spreadsheet would run a cell that begins so as a formula; the trigger neutralises it first.
    and value !~ '^[-=+@]'
  )
$$;

create function private.is_valid_message(value text)
  returns boolean
  language sql
  immutable
  parallel safe
  security definer
  set search_path = ''
as $$
  select char_length(value) between 1 and 5000
     and value = btrim(value, E' \t\r\n')
     and private.is_visible_text(value, false) and not private.has_controls(value, false)
     and value !~ '[\U000E0000-\U000E007F]'
$$;

-- ---------------------------------------------------------------------------------------------
-- Repairing a row that breaks a rule: each value that does is replaced by what is left of it once
-- the characters the rule refuses are taken out, or by a plain placeholder, and the original is kept
-- in repaired_from. No enquiry is deleted, and nothing anyone sent is lost.
-- ---------------------------------------------------------------------------------------------

alter table public.contact_form_submissions add column repaired_from jsonb;
comment on column public.contact_form_submissions.repaired_from is
  'The values, as first stored, that a later rule refused and a migration or the retention job replaced; null for rows never repaired.';

-- `value` without controls, bidirectional controls and invisible characters (tab and line breaks kept
-- when `multiline`), with runs of spaces made one and the ends trimmed.
create function private.cleaned_text(value text, multiline boolean)
  returns text
  language sql
  immutable
  parallel safe
  security definer
  set search_path = ''
as $$
  select btrim(regexp_replace(regexp_replace(value,
    case when multiline
      then '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\U000E0000-\U000E007F]'
      else '[' || private.invisible_characters() || ']'
    end, case when multiline then '' else ' ' end, 'g'), ' {2,}', ' ', 'g'), E' \t\r\n')
$$;

create function private.repair_contact_form_submission(row_id bigint)
  returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  stored public.contact_form_submissions;
  original jsonb := '{}';
  candidate text;
begin
  select * into stored from public.contact_form_submissions where id = row_id for update;
  if not found then
    return;
  end if;

  if not private.is_valid_name(stored.name) then
    original := original || jsonb_build_object('name', stored.name);
    -- Whatever is a name in it: the characters a name may hold, from its first letter on.
    candidate := substring(regexp_replace(private.cleaned_text(stored.name, false), '[^' || private.name_letters() || private.name_marks() || private.name_punctuation() || ']', '', 'g')
                           from '[' || private.name_letters() || '].*$');
    candidate := btrim(regexp_replace(coalesce(candidate, ''), ' {2,}', ' ', 'g'), E' ''\u2019,-');
    stored.name := case when private.is_valid_name(candidate) then candidate else 'Name not readable' end;
  end if;

  if not private.is_valid_email(stored.email) then
    original := original || jsonb_build_object('email', stored.email);
    candidate := regexp_replace(private.cleaned_text(stored.email, false), '[\s"<>(),;:\[\]\\{}]', '', 'g');
    stored.email := case when private.is_valid_email(candidate) then candidate else 'address-not-readable@invalid.example' end;
  end if;

  if not private.is_valid_company(stored.company) then
    original := original || jsonb_build_object('company', stored.company);
    candidate := nullif(private.cleaned_text(stored.company, false), '');
    if candidate ~ '^[-=+@]' then
      candidate := '''' || candidate;
    end if;
    stored.company := case when private.is_valid_company(candidate) then candidate end;
  end if;

  if not private.is_valid_message(stored.message) then
    original := original || jsonb_build_object('message', stored.message);
    candidate := left(private.cleaned_text(stored.message, true), 5000);
    stored.message := case when private.is_valid_message(candidate) then candidate else 'Message not readable: it is kept as sent in repaired_from.' end;
  end if;

  if not (stored.created_at between timestamptz '2000-01-01 00:00:00+00' and stored.received_at + interval '1 day') then
    original := original || jsonb_build_object('created_at', stored.created_at::text);
    stored.created_at := stored.received_at;
  end if;

  if original = '{}' then
    return;
  end if;
  update public.contact_form_submissions
     set name = stored.name, email = stored.email, company = stored.company, message = stored.message,
         created_at = stored.created_at, repaired_from = coalesce(repaired_from, '{}') || original
   where id = row_id;
end;
$$;

revoke all on function private.repair_contact_form_submission(bigint) from public, anon, authenticated;

select private.repair_contact_form_submission(s.id)
  from public.contact_form_submissions s
 where not (private.is_valid_name(s.name) and private.is_valid_email(s.email) and private.is_valid_company(s.company)
            and private.is_valid_message(s.message)
            and s.created_at between timestamptz '2000-01-01 00:00:00+00' and s.received_at + interval '1 day');

-- Every rule, checked on every row from now on: the new ones replace the text checks of the second
-- migration, which they include, and the created_at check is validated at last.
alter table public.contact_form_submissions
  drop constraint contact_form_submissions_name_text_check,
  drop constraint contact_form_submissions_email_text_check,
  drop constraint contact_form_submissions_company_text_check,
  drop constraint contact_form_submissions_message_text_check,
  add constraint contact_form_submissions_name_text_check check (private.is_valid_name(name)),
  add constraint contact_form_submissions_email_text_check check (private.is_valid_email(email)),
  add constraint contact_form_submissions_company_text_check check (private.is_valid_company(company)),
  add constraint contact_form_submissions_message_text_check check (private.is_valid_message(message));
alter table public.contact_form_submissions validate constraint contact_form_submissions_created_at_check;

-- ---------------------------------------------------------------------------------------------
-- The guard, as in the second migration, and besides:
--   * tag characters are taken out of a message (an emoji flag loses its country, nothing else);
--   * a company that a spreadsheet would read as a formula (= + - @) is stored behind an apostrophe;
--   * an Idempotency-Key already used by a different enquiry is refused (409) instead of answered
--     as a success for a message that was never stored.
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
  earlier public.contact_form_submissions;
  retry constant text := 'Wait a few minutes before sending another message.';
begin
  new.received_at := now();
  new.client_address := case family(client) when 6 then network(set_masklen(client, 64))::text else host(client) end;
  new.client_network := case family(client) when 6 then network(set_masklen(client, 48))::text else host(client) end;
  new.idempotency_key := null;
  new.repaired_from := null;
  if new.message ~ '[\U000E0000-\U000E007F]' then
    new.message := btrim(regexp_replace(new.message, '[\U000E0000-\U000E007F]', '', 'g'), E' \t\r\n');
  end if;
  if new.company ~ '^[-=+@]' then
    new.company := '''' || new.company;
  end if;

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
    select * into earlier from public.contact_form_submissions s where s.idempotency_key = new.idempotency_key;
    if found then
      if (earlier.name, earlier.email, earlier.company, earlier.message, earlier.phone_number)
         is not distinct from (new.name, new.email, new.company, new.message, new.phone_number) then
        -- Already stored by an earlier attempt: answer as a success and store nothing.
        return null;
      end if;
      raise exception 'This Idempotency-Key was already used for a different enquiry'
        using errcode = 'PT409', hint = 'Send each new message with a new UUID, and the same one only when retrying that message.';
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
-- Retention that nothing stops: addresses are cleared in one statement when every row allows it;
-- otherwise row by row, repairing a row that a rule added later refuses (keeping its original
-- values) before clearing it. A row that still cannot be changed is reported, and the rest cleared.
-- ---------------------------------------------------------------------------------------------

create or replace function private.forget_client_addresses()
  returns bigint
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  cleared bigint := 0;
  stale record;
begin
  begin
    update public.contact_form_submissions
       set client_address = null, client_network = null
     where (client_address is not null or client_network is not null)
       and received_at < now() - interval '30 days';
    get diagnostics cleared = row_count;
    return cleared;
  exception when check_violation then
    cleared := 0;
  end;

  for stale in
    select id from public.contact_form_submissions
     where (client_address is not null or client_network is not null)
       and received_at < now() - interval '30 days'
  loop
    begin
      perform private.repair_contact_form_submission(stale.id);
      update public.contact_form_submissions set client_address = null, client_network = null where id = stale.id;
      cleared := cleared + 1;
    exception when check_violation then
      raise warning 'forget_client_addresses: enquiry % breaks a rule its repair does not know; its address is kept', stale.id;
    end;
  end loop;
  return cleared;
end;
$$;

revoke all on function private.forget_client_addresses() from public, anon, authenticated;
