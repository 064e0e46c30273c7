-- The contact form, round three: text that reads differently in a mail client or a spreadsheet than it looks, lookalike
-- reply domains, and a rate limit that one sender can no longer turn against its neighbours. See docs/contact-form.md.
--
-- The rules below replace the field functions that the table's checks call, so they hold for every row from now on;
-- rows stored before this migration that break them are repaired first, keeping what was sent in repaired_from.

-- ---------------------------------------------------------------------------------------------
-- Hidden text. A variation selector belongs right after the character it varies (an emoji, an ideograph): one at the
-- start, after a space or after another selector carries nothing a reader sees, and runs of them can spell hidden text
-- one byte per selector. More than four combining marks in a row, or one letter or symbol beyond ASCII five times over, is no script's
-- spelling: it smears the line it sits in (the email's subject). An RFC 2047 encoded word (=?UTF-8?B?…?=) is decoded
-- by mail clients in a subject, so "Acme =?UTF-8?B?4oCu…?=" would arrive as bidirectional controls the checks refuse.
-- ---------------------------------------------------------------------------------------------

create function private.has_stray_selectors(value text)
  returns boolean
  language sql
  immutable
  parallel safe
  set search_path = pg_catalog, pg_temp
as $$
  select value ~ '(^|[[:space:]\uFE00-\uFE0F\U000E0100-\U000E01EF])[\uFE00-\uFE0F\U000E0100-\U000E01EF]'
$$;

create function private.has_hidden_text(value text)
  returns boolean
  language sql
  immutable
  parallel safe
  set search_path = pg_catalog, pg_temp
as $$
  select private.has_stray_selectors(value)
      or value ~ '[\u0300-\u036F\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F]{5}'
      or value ~ '([^\u0001-\u007F])\1{4}'
      or value ~* '=\?[^?[:space:]]+\?[bq]\?[^?[:space:]]*\?='
$$;

-- What has_hidden_text finds, taken out (a run of one character is cut to four, of marks to four).
create function private.without_hidden_text(value text)
  returns text
  language sql
  immutable
  parallel safe
  set search_path = pg_catalog, pg_temp
as $$
  select regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(value,
    '(=\?[^?[:space:]]+\?[bBqQ]\?[^?[:space:]]*\?=)', '', 'g'),
    '([\uFE00-\uFE0F\U000E0100-\U000E01EF])[\uFE00-\uFE0F\U000E0100-\U000E01EF]+', '\1', 'g'),
    '(^|[[:space:]])[\uFE00-\uFE0F\U000E0100-\U000E01EF]+', '\1', 'g'),
    '([\u0300-\u036F\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F]{4})[\u0300-\u036F\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F]+', '\1', 'g'),
    '(([^\u0001-\u007F])\2{3})\2+', '\1', 'g')
$$;

-- ---------------------------------------------------------------------------------------------
-- Lookalike domains (UTS #39's restriction levels, in short): a label of a reply domain is written in one script, or in
-- Latin with Chinese, Japanese or Korean. "greenfield-schооl.org" with two Cyrillic о is not the school's domain.
-- Scripts are told apart by their Unicode blocks; any letter outside these blocks counts as one more script.
-- ---------------------------------------------------------------------------------------------

create function private.mixes_scripts(label text)
  returns boolean
  language sql
  immutable
  parallel safe
  set search_path = pg_catalog, pg_temp
as $$
  with scripts(script, letters) as (
    values ('Latin', 'A-Za-z\u00AA\u00BA\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u1E00-\u1EFF\u2C60-\u2C7F\uA720-\uA7FF'),
           ('Greek', '\u0370-\u03FF\u1F00-\u1FFF'),
           ('Cyrillic', '\u0400-\u052F\u1C80-\u1C8F\u2DE0-\u2DFF\uA640-\uA69F'),
           ('Armenian', '\u0530-\u058F'),
           ('Hebrew', '\u0590-\u05FF'),
           ('Arabic', '\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF'),
           ('Devanagari', '\u0900-\u097F'),
           ('Bengali', '\u0980-\u09FF'),
           ('Gurmukhi', '\u0A00-\u0A7F'),
           ('Gujarati', '\u0A80-\u0AFF'),
           ('Oriya', '\u0B00-\u0B7F'),
           ('Tamil', '\u0B80-\u0BFF'),
           ('Telugu', '\u0C00-\u0C7F'),
           ('Kannada', '\u0C80-\u0CFF'),
           ('Malayalam', '\u0D00-\u0D7F'),
           ('Thai', '\u0E00-\u0E7F'),
           ('Georgian', '\u10A0-\u10FF'),
           ('Cherokee', '\u13A0-\u13FF\uAB70-\uABBF'),
           ('CJK', '\u1100-\u11FF\u3040-\u30FF\u3100-\u312F\u3130-\u318F\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7A3\uF900-\uFAFF\U00020000-\U0003134F')
  ),
  found(script) as (
    select script from scripts where label ~ ('[' || letters || ']')
    union all
    select 'Other' from scripts
    having regexp_replace(label, '[-0-9\u0300-\u036F\u200C\u200D' || string_agg(letters, '') || ']', '', 'g') <> ''
  )
  select count(*) > 1 and not bool_and(script in ('Latin', 'CJK')) from found
$$;

-- ---------------------------------------------------------------------------------------------
-- The field rules, each still one function, now with the above. A spreadsheet runs a cell that begins with = + - or @
-- as a formula: a company or message that does is stored behind an apostrophe (the guard below), and an address
-- cannot be, so it may not begin so.
-- ---------------------------------------------------------------------------------------------

create or replace function private.is_valid_name(value text)
  returns boolean
  language sql
  immutable
  parallel safe
  security definer
  set search_path = pg_catalog, pg_temp
as $$
  select char_length(value) between 1 and 120 and private.is_name(value) and not private.has_hidden_text(value)
$$;

create or replace function private.is_valid_email(value text)
  returns boolean
  language sql
  immutable
  parallel safe
  security definer
  set search_path = pg_catalog, pg_temp
as $$
  select char_length(value) <= 254
     and value ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:].]+$'
     and value !~ '["<>(),;:\[\]\\{}]'
     and value !~ ('[' || private.invisible_characters() || ']')
     and split_part(value, '@', 2) !~ '[!-,/:-@\[-`{-~]'
     and value !~ '^[-=+]'
     and not exists (select from regexp_split_to_table(split_part(value, '@', 2), '\.') label where private.mixes_scripts(label))
$$;

create or replace function private.is_valid_company(value text)
  returns boolean
  language sql
  immutable
  parallel safe
  security definer
  set search_path = pg_catalog, pg_temp
as $$
  select value is null or (
    char_length(value) between 1 and 160
    and private.is_visible_text(value, true) and not private.has_controls(value, true)
    and value !~ '[\U000E0000-\U000E007F]'
    and value !~ '^[-=+@]'
    and not private.has_hidden_text(value)
  )
$$;

create or replace function private.is_valid_message(value text)
  returns boolean
  language sql
  immutable
  parallel safe
  security definer
  set search_path = pg_catalog, pg_temp
as $$
  select char_length(value) between 1 and 5000
     and value = btrim(value, E' \t\r\n')
     and private.is_visible_text(value, false) and not private.has_controls(value, false)
     and value !~ '[\U000E0000-\U000E007F]'
     and value !~ '^[-=+@]'
     -- Not in a header: only the selectors that hide text count against it, not marks or repeated characters.
     and not private.has_stray_selectors(value)
$$;

-- ---------------------------------------------------------------------------------------------
-- Repair, as in the round-two migration, with the new rules' own clean-up before each value is judged.
-- ---------------------------------------------------------------------------------------------

create or replace function private.repair_contact_form_submission(row_id bigint)
  returns void
  language plpgsql
  security definer
  set search_path = pg_catalog, pg_temp
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
    candidate := substring(regexp_replace(private.cleaned_text(private.without_hidden_text(stored.name), false), '[^' || private.name_letters() || private.name_marks() || private.name_punctuation() || ']', '', 'g')
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
    candidate := nullif(private.cleaned_text(private.without_hidden_text(stored.company), false), '');
    if candidate ~ '^[-=+@]' then
      candidate := '''' || candidate;
    end if;
    stored.company := case when private.is_valid_company(candidate) then candidate end;
  end if;

  if not private.is_valid_message(stored.message) then
    original := original || jsonb_build_object('message', stored.message);
    candidate := private.cleaned_text(private.without_hidden_text(stored.message), true);
    if candidate ~ '^[-=+@]' then
      candidate := '''' || candidate;
    end if;
    candidate := left(candidate, 5000);
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
            and private.is_valid_message(s.message));

-- ---------------------------------------------------------------------------------------------
-- The guard, as in the round-two migration, except:
--   * created_at, which the form sends from the visitor's clock, is always the time received;
--   * a message a spreadsheet would run is stored behind an apostrophe, as a company already is;
--   * neighbours: a sender is an IPv6 /64, or on IPv4 (where a school or a carrier's NAT puts many people behind one
--     address) the address together with the email typed. One sender may send five messages in ten minutes and twenty
--     in a day; a network (an IPv6 /48, or one IPv4 address) twenty and a hundred from all its senders together, so
--     one sender, or a few, cannot close the form for the rest of their network.
-- ---------------------------------------------------------------------------------------------

create or replace function private.guard_contact_form_submission()
  returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog, pg_temp
as $$
declare
  headers jsonb := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb;
  idempotency_header text := nullif(btrim(headers ->> 'idempotency-key'), '');
  client inet := private.client_of(headers);
  window_start timestamptz := now() - interval '10 minutes';
  day_start timestamptz := now() - interval '1 day';
  sender_limit constant int := 5;
  sender_daily_limit constant int := 20;
  network_limit constant int := 20;
  network_daily_limit constant int := 100;
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
  if new.message ~ '^[-=+@]' then
    new.message := '''' || new.message;
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

  -- The form sends created_at (the spec lists it), from the visitor's clock; the database's clock is the one trusted.
  new.created_at := new.received_at;

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

  select count(*) filter (where recent and own), count(*) filter (where own), count(*) filter (where recent), count(*)
    into sender_recent, sender_today, network_recent, network_today
    from (select s.received_at > window_start as recent,
                 s.client_address = new.client_address and (family(client) = 6 or lower(s.email) = lower(new.email)) as own
            from public.contact_form_submissions s
           where s.client_network = new.client_network and s.received_at > day_start) network;

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
