-- Enquiries sent from the site's contact form, and their delivery to the team. See docs/contact-form.md and
-- docs/enquiries.md.
--
-- This one migration states the whole design, because nothing has been deployed yet. Once the site is live (the
-- launch check passes on the company's real details), every change to the database goes in a NEW migration: never
-- edit this one after it has run on the hosted project.
--
-- The public (anon) key may insert one valid enquiry per request and do nothing else. The database records when it
-- arrived and from where, limits how often a sender and a network may write, forgets the sender after 30 days, and
-- hands each enquiry to the edge function notify-enquiry until it is delivered or the bounded tries run out.

create schema if not exists private;
revoke all on schema private from public;

-- ---------------------------------------------------------------------------------------------------------------------
-- What each field may hold, one function per field; the table's checks call them.
--
-- "Invisible" is what shows nothing on its own: controls, every Unicode space, zero-width characters and joiners,
-- format controls, the byte-order mark, bidirectional marks, combining marks, variation selectors, Hangul fillers, the
-- blank Braille pattern, tag characters, private-use characters and noncharacters. Text must show something, and a
-- company may not begin or end with an invisible character. Controls (terminal escapes too) are refused everywhere
-- except tab and line breaks in the message; bidirectional overrides and isolates, which make text read differently
-- from what it is, and tag characters, which can spell hidden text, are refused everywhere.
--
-- Hidden text in a subject or a spreadsheet: a variation selector belongs right after the character it varies; one at
-- the start, after a space or after another spells nothing a reader sees (runs of them can hide a sentence). More than
-- four combining marks in a row, or one character beyond ASCII five times over, is no script's spelling: it smears the
-- subject line. An RFC 2047 encoded word (=?UTF-8?B?…?=) is decoded by mail clients in a subject. A value a
-- spreadsheet would run as a formula (= + - @) is stored behind an apostrophe (the guard) or, for an email, refused.
-- ---------------------------------------------------------------------------------------------------------------------

-- The longest value of each text field, in characters (code points, as char_length counts them): the checks and the
-- guard read it here, and supabase/tests/ hold it to the limits the form and the edge function read.
create function private.max_length(field text) returns integer language sql immutable parallel safe
  set search_path = pg_catalog, pg_temp as $$
  select case field when 'name' then 120 when 'email' then 254 when 'company' then 160 when 'message' then 5000 end
$$;

create function private.invisible_characters() returns text language sql immutable parallel safe
  set search_path = pg_catalog, pg_temp as $$
  select '\u0001-\u0020\u007F-\u00A0\u00AD\u0300-\u036F\u034F\u0600-\u0605\u061C\u06DD\u070F\u08E2\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F\u1AB0-\u1AFF\u1DC0-\u1DFF\u2000-\u200F\u2028-\u202F\u205F-\u206F\u20D0-\u20FF\u2800\u3000\u3164\uE000-\uF8FF\uFE00-\uFE0F\uFE20-\uFE2F\uFEFF\uFFA0\uFFF0-\uFFFC\uFFFE\uFFFF\U000110BD\U000110CD\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D159\U0001D173-\U0001D17A\U000E0000-\U000E0FFF\U000F0000-\U0010FFFF'
$$;

-- True when `value` shows something, holds no control (tab and line breaks allowed when `multiline`), no
-- bidirectional control, no tag character and no stray variation selector; when not `multiline`, also no hidden text
-- as described above, and no invisible character at either end.
create function private.is_plain_text(value text, multiline boolean) returns boolean language sql immutable
  parallel safe security definer set search_path = pg_catalog, pg_temp as $$
  select value ~ ('[^' || private.invisible_characters() || ']')
     and value !~ '[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\U000E0000-\U000E007F]'
     and value !~ '(^|[[:space:]\uFE00-\uFE0F\U000E0100-\U000E01EF])[\uFE00-\uFE0F\U000E0100-\U000E01EF]'
     and value !~ '^[-=+@]'
     and (multiline or (
       value !~ '[\u0009\u000A\u000D\u2028\u2029]'
       and value !~ ('^[' || private.invisible_characters() || ']|[' || private.invisible_characters() || ']$')
       and value !~ '[\u0300-\u036F\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F]{5}'
       and value !~ '([^\u0001-\u007F])\1{4}'
       and value !~* '=\?[^?[:space:]]+\?[bq]\?[^?[:space:]]*\?='))
$$;

-- The letters a name is written in: those of the world's scripts, with their own marks, by Unicode block. The form
-- reads the same list (supabase/functions/_shared/enquiry.ts), and supabase/tests/ hold the two to each other.
create function private.name_letters() returns text language sql immutable parallel safe
  set search_path = pg_catalog, pg_temp as $$
  select 'A-Za-z\u00AA\u00BA\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02AF\u0370-\u0373\u0376-\u0377\u037B-\u037D\u037F\u0386\u0388-\u03FF\u0400-\u0482\u048A-\u052F\u0531-\u0556\u0561-\u0587\u0591-\u05C7\u05D0-\u05F2\u0610-\u061A\u0620-\u065F\u066E-\u06D3\u06D5-\u06DC\u06DF-\u06E8\u06EA-\u06EF\u06FA-\u06FF\u0710-\u074F\u0750-\u077F\u0780-\u07B1\u07CA-\u07F5\u08A0-\u08E1\u08E3-\u08FF\u0900-\u0963\u0971-\u09E5\u09F0-\u0A65\u0A70-\u0AE5\u0AF0-\u0B65\u0B70-\u0BE5\u0BF0-\u0C65\u0C70-\u0CE5\u0CF0-\u0D65\u0D70-\u0DE5\u0DF0-\u0DFF\u0E01-\u0E4E\u0E81-\u0ECE\u0F00\u0F40-\u0FBC\u1000-\u103F\u1050-\u109F\u10A0-\u10FF\u1100-\u115E\u1161-\u11FF\u1200-\u139F\u13A0-\u13FF\u1401-\u166C\u166F-\u167F\u1780-\u17B3\u17B6-\u17D3\u1820-\u18AA\u1C80-\u1C8F\u1C90-\u1CBF\u1D00-\u1DBF\u1E00-\u1FBC\u1FC2-\u1FCC\u1FD0-\u1FDB\u1FE0-\u1FEC\u1FF2-\u1FFC\u2C60-\u2C7F\u2DE0-\u2DFF\u3005\u3041-\u3096\u3099-\u309F\u30A1-\u30FA\u30FC-\u30FF\u3105-\u312F\u3131-\u3163\u3165-\u318E\u31A0-\u31BF\u31F0-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA48C\uA640-\uA69F\uA720-\uA7FF\uAB30-\uAB6F\uAC00-\uD7A3\uF900-\uFAFF\uFB00-\uFB06\uFB1D-\uFB4F\uFB50-\uFBB1\uFBD3-\uFD3D\uFD50-\uFDC7\uFDF0-\uFDFB\uFE70-\uFEFC\U00020000-\U0003134F'
$$;

-- A name: words of letters (the letters and own marks of the world's scripts, by Unicode block, with the joiners some
-- scripts need), separated by spaces, apostrophes, hyphens, dots, commas or middle dots, beginning with a letter and
-- ending with a letter or a dot (Jr.). Symbols, emoji, digits, U+FFFD and formula signs are not part of a name.
create function private.is_valid_name(value text) returns boolean language sql immutable parallel safe
  security definer set search_path = pg_catalog, pg_temp as $$
  select char_length(value) between 1 and private.max_length('name') and private.is_plain_text(value, false)
     and value ~ ('^' || word || '([ ''\u2019\u02BC.,\u00B7\u30FB\u2010-]+' || word || ')*[.]?$')
    from (select '[' || letters || '][' || letters || '\u0300-\u036F\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F\u200C\u200D]*' as word
            from (select private.name_letters() as letters) name_letters) name_word
$$;

-- Lookalike domains (UTS #39's restriction levels, in short): each label of the reply domain is written in one script,
-- or in Latin with Chinese, Japanese or Korean. "greenfield-schооl.org" with two Cyrillic о is not the school's domain.
-- Scripts are told apart by their Unicode blocks; any letter outside these blocks counts as one more script.
create function private.letter_scripts() returns table (script text, letters text) language sql immutable parallel safe
  set search_path = pg_catalog, pg_temp as $$
  values ('Latin', 'A-Za-z\u00AA\u00BA\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u1E00-\u1EFF\u2C60-\u2C7F\uA720-\uA7FF'),
         ('Greek', '\u0370-\u03FF\u1F00-\u1FFF'), ('Cyrillic', '\u0400-\u052F\u1C80-\u1C8F\u2DE0-\u2DFF\uA640-\uA69F'),
         ('Armenian', '\u0530-\u058F'), ('Hebrew', '\u0590-\u05FF'), ('Arabic', '\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF'),
         ('Devanagari', '\u0900-\u097F'), ('Bengali', '\u0980-\u09FF'), ('Gurmukhi', '\u0A00-\u0A7F'),
         ('Gujarati', '\u0A80-\u0AFF'), ('Oriya', '\u0B00-\u0B7F'), ('Tamil', '\u0B80-\u0BFF'), ('Telugu', '\u0C00-\u0C7F'),
         ('Kannada', '\u0C80-\u0CFF'), ('Malayalam', '\u0D00-\u0D7F'), ('Thai', '\u0E00-\u0E7F'),
         ('Georgian', '\u10A0-\u10FF'), ('Cherokee', '\u13A0-\u13FF\uAB70-\uABBF'),
         ('CJK', '\u1100-\u11FF\u3040-\u30FF\u3100-\u312F\u3130-\u318F\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7A3\uF900-\uFAFF\U00020000-\U0003134F')
$$;

create function private.mixes_scripts(label text) returns boolean language sql immutable parallel safe
  set search_path = pg_catalog, pg_temp as $$
  with found(script) as (
    select s.script from private.letter_scripts() s where label ~ ('[' || s.letters || ']')
    union all
    select 'Other' from private.letter_scripts() s
    having regexp_replace(label, '[-0-9\u0300-\u036F\u200C\u200D' || string_agg(s.letters, '') || ']', '', 'g') <> ''
  )
  select count(*) > 1 and not bool_and(script in ('Latin', 'CJK')) from found
$$;

-- One plain mailbox: nothing invisible, none of the characters a browser refuses in an address ("<>(),;:[]\{}, which
-- a JSON object sent in place of a string would bring), a domain of letters, digits, dots and hyphens only (no query
-- such as ?cc= can ride along in a mailto link), each label in one script, and no formula sign at the start. The form
-- applies the same rule before Send (supabase/functions/_shared/enquiry.ts, with copies of invisible_characters() and
-- letter_scripts()); supabase/tests/ hold the copies and the verdicts alike.
create function private.is_valid_email(value text) returns boolean language sql immutable parallel safe
  security definer set search_path = pg_catalog, pg_temp as $$
  select char_length(value) <= private.max_length('email')
     and value ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:].]+$'
     and value !~ '["<>(),;:\[\]\\{}]'
     and value !~ ('[' || private.invisible_characters() || ']')
     and split_part(value, '@', 2) !~ '[!-,/:-@\[-`{-~]'
     and value !~ '^[-=+@]'
     and not exists (select from regexp_split_to_table(split_part(value, '@', 2), '\.') label where private.mixes_scripts(label))
$$;

-- ---------------------------------------------------------------------------------------------------------------------
-- The table
-- ---------------------------------------------------------------------------------------------------------------------

create table public.contact_form_submissions (
  id bigint generated always as identity primary key,
  name text not null,
  email text not null,
  company text,
  message text not null,
  phone_number text,
  -- When the visitor pressed Send. The form sends it (the spec lists it), but for the API roles the guard sets it to
  -- the received time: the database's clock is the one trusted.
  created_at timestamptz not null default now(),
  received_at timestamptz not null default now(),
  client_address text,
  client_network text,
  idempotency_key uuid,
  delivery_key uuid not null default gen_random_uuid(),
  delivered_at timestamptz,
  delivery_attempts integer not null default 0,
  next_delivery_at timestamptz not null default now(),
  delivery_given_up_at timestamptz,

  constraint contact_form_submissions_name_check check (private.is_valid_name(name)),
  constraint contact_form_submissions_email_check check (private.is_valid_email(email)),
  constraint contact_form_submissions_company_check check (
    company is null or (char_length(company) between 1 and private.max_length('company')
                        and private.is_plain_text(company, false))),
  constraint contact_form_submissions_message_check check (
    char_length(message) between 1 and private.max_length('message') and message = btrim(message, E' \t\r\n')
    and private.is_plain_text(message, true)),
  -- What the form sends: a calling code, one space, then the number as typed (digits, spaces, brackets, dots, dashes).
  constraint contact_form_submissions_phone_number_check check (
    phone_number is null or phone_number ~ '^\+[1-9][0-9]{0,3} [0-9(][0-9 ().-]{2,18}[0-9]$'),
  -- Even for the owner (an import by hand): no infinity, no year 9999.
  constraint contact_form_submissions_created_at_check check (
    created_at between timestamptz '2000-01-01 00:00:00+00' and received_at + interval '1 day')
);

comment on table public.contact_form_submissions is 'Enquiries sent from the contact form. Insert-only for the anon role.';
comment on column public.contact_form_submissions.client_address is
  'Who sent it, as the rate limit counts senders: an IPv4 address or an IPv6 /64. Set by the guard; cleared after 30 days.';
comment on column public.contact_form_submissions.client_network is
  'The network it came from: an IPv4 address or an IPv6 /48. Set by the guard; cleared after 30 days.';
comment on column public.contact_form_submissions.idempotency_key is
  'The Idempotency-Key header of the request that stored it (set by the guard, never by the caller).';
comment on column public.contact_form_submissions.delivery_key is
  'The email API''s idempotency key for it is new-enquiry/<delivery_key>: unique across projects sharing one account.';
comment on column public.contact_form_submissions.delivered_at is
  'When notify-enquiry handed it to the email API; null while it is undelivered.';
comment on column public.contact_form_submissions.delivery_given_up_at is
  'When delivery stopped after its last try; the enquiry is then listed in undelivered_enquiries.';

create index contact_form_submissions_received_at_idx on public.contact_form_submissions (received_at);
create index contact_form_submissions_network_idx on public.contact_form_submissions (client_network, received_at);
create unique index contact_form_submissions_idempotency_key_idx
  on public.contact_form_submissions (idempotency_key) where idempotency_key is not null;
create index contact_form_submissions_undelivered_idx
  on public.contact_form_submissions (next_delivery_at) where delivered_at is null and delivery_given_up_at is null;

-- Supabase grants every role everything on new tables and sequences in public: take it all back, then give anon one
-- thing, inserting the columns the form sends. An identity column needs no sequence privilege to insert.
alter table public.contact_form_submissions enable row level security;
revoke all on table public.contact_form_submissions from anon, authenticated;
revoke all on sequence public.contact_form_submissions_id_seq from anon, authenticated;
grant insert (name, email, company, message, phone_number, created_at) on table public.contact_form_submissions to anon;
create policy "Visitors can send an enquiry" on public.contact_form_submissions for insert to anon with check (true);

-- ---------------------------------------------------------------------------------------------------------------------
-- The guard: abuse protection that holds for anyone writing to the table, not only through the form. Before anything
-- else, and before any pattern reads them, it refuses fields longer in bytes than their checks allow in characters
-- (four bytes each at most): a 100 MB message costs no regular expression.
--
--   1. The limits apply to every role but the table's owner (and superusers) and the service role, however the
--      session logged in: a direct login with anon's rights is limited like an API call. Only PostgREST's own login
--      (authenticator), or the owner's (who could drop this guard anyway; the local embedded database has no other
--      login), is believed about the caller's address in request.headers, which any session can set: any other session
--      is known by its connection's address, and without one (a Unix socket) stores nothing. That holds on a real
--      PostgreSQL server (hosted Supabase, `npm run test:ci`). The embedded database of `npm start` and `npm test` is one
--      session shared by every connection to its socket: each is the owner's login, reports 127.0.0.1 as its address,
--      and inherits what another set (a `set session authorization` lasts until the backend restarts). Only the
--      computer's own user can reach that socket, and it holds no enquiry but theirs.
--   2. A request must come from an identifiable sender, and may store one row.
--   3. A sender is an IPv6 /64, or on IPv4 (where a school or a carrier's NAT puts many people behind one address) the
--      address together with the email typed; it may send 5 messages in 10 minutes and 20 in a day. A network (an IPv6
--      /48, or one IPv4 address) may send 20 and 100 from all its senders together. On IPv6 one sender cannot close the
--      form for the rest of their network; on IPv4 one person typing four emails can, for up to ten minutes (or a day,
--      at 100), since an address is all the database knows of them. Nothing is counted by email alone.
--   4. When the whole site has received 1,000 messages in 10 minutes (a distributed flood), each network may send one
--      message per 10 minutes; a network that has not written recently always gets through.
--   5. A retry carrying the Idempotency-Key of a stored message is answered as a success and stores nothing; the key
--      of a stored message with a different enquiry is refused (409).
--   6. The inserts of one network, and the retries of one message, are serialised by transaction locks whose keys are
--      salted with a secret, so no other session can hold them; no lock is shared between networks.
-- ---------------------------------------------------------------------------------------------------------------------

-- The sender as the API gateway saw it. Hosted Supabase sits behind Cloudflare, which sets cf-connecting-ip and replaces
-- any value the caller sent; elsewhere the last x-forwarded-for entry is the one the nearest proxy appended.
create function private.client_of(headers jsonb) returns inet language plpgsql immutable
  set search_path = pg_catalog, pg_temp as $$
declare
  claimed text := coalesce(nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
                           nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', -1)), ''));
  address inet;
begin
  address := claimed::inet;
  -- An address, not a network written with a mask; an IPv4 address written as IPv6 (::ffff:192.0.2.1) is itself.
  if masklen(address) <> (case family(address) when 4 then 32 else 128 end) then
    return null;
  elsif address << inet '::ffff:0.0.0.0/96' then
    return split_part(host(address), ':', -1)::inet;
  end if;
  return address;
exception when invalid_text_representation then
  return null;
end;
$$;

create table private.lock_salt (salt bigint not null);
insert into private.lock_salt values ((random() * 9e18)::bigint);
revoke all on table private.lock_salt from public, anon, authenticated, service_role;

create function private.guard_contact_form_submission() returns trigger language plpgsql security definer
  set search_path = pg_catalog, pg_temp as $$
declare
  caller name := coalesce(nullif(nullif(current_setting('role', true), 'none'), ''), session_user);
  owner oid := (select c.relowner from pg_class c where c.oid = 'public.contact_form_submissions'::regclass);
  forwarded boolean := session_user = 'authenticator' or pg_has_role(session_user, owner, 'member');
  headers jsonb := case when forwarded then coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb
                        else '{}' end;
  idempotency_header text := nullif(btrim(headers ->> 'idempotency-key'), '');
  client inet := case when forwarded then private.client_of(headers) else inet_client_addr() end;
  salt bigint := (select s.salt from private.lock_salt s);
  window_start timestamptz := now() - interval '10 minutes';
  earlier public.contact_form_submissions;
  counts record;
  oversized text;
  retry constant text := 'Wait a few minutes before sending another message.';
begin
  -- The checks' lengths in characters (four bytes each at most; the phone's pattern is ASCII, 26 characters at most), as
  -- bytes: a field over its limit is refused as its check would refuse it.
  select field into oversized
    from (values ('name', new.name), ('email', new.email), ('company', new.company), ('message', new.message),
                 ('phone_number', new.phone_number)) fields(field, value)
   where octet_length(value) > coalesce(4 * private.max_length(field), 26) limit 1;
  if found then
    raise exception 'new row for relation "contact_form_submissions" violates check constraint "contact_form_submissions_%_check"',
      oversized using errcode = 'check_violation', table = 'contact_form_submissions',
      constraint = format('contact_form_submissions_%s_check', oversized);
  end if;
  new.received_at := now();
  new.client_address := case family(client) when 6 then network(set_masklen(client, 64))::text else host(client) end;
  new.client_network := case family(client) when 6 then network(set_masklen(client, 48))::text else host(client) end;
  new.idempotency_key := null;
  -- Tag characters go from a message (an emoji flag loses its country, nothing else); a spreadsheet formula is defused.
  new.message := btrim(regexp_replace(new.message, '[\U000E0000-\U000E007F]', '', 'g'), E' \t\r\n');
  if new.company ~ '^[-=+@]' then new.company := '''' || new.company; end if;
  if new.message ~ '^[-=+@]' then new.message := '''' || new.message; end if;

  -- Not limited: the owner (migrations, the dashboard), superusers and the service role.
  if caller = 'service_role' or pg_has_role(caller, owner, 'member') then
    return new;
  end if;

  if client is null then
    raise exception 'The sender''s address could not be determined' using errcode = 'PT400',
      hint = 'The API gateway sets cf-connecting-ip or x-forwarded-for; without a valid address nothing is stored.';
  end if;
  -- PostgREST runs each request in its own transaction: a second row in it is a bulk insert.
  if current_setting('contact_form.row_stored', true) = 'yes' then
    raise exception 'Send one enquiry per request' using errcode = 'PT400', hint = 'Post a single JSON object, not an array.';
  end if;
  perform set_config('contact_form.row_stored', 'yes', true);
  new.created_at := new.received_at;

  -- Locks in one order (message, then network) so two inserts never wait for each other in a circle.
  if idempotency_header is not null then
    begin
      new.idempotency_key := idempotency_header::uuid;
    exception when invalid_text_representation then
      raise exception 'The Idempotency-Key header is not a UUID' using errcode = 'PT400',
        hint = 'Send a UUID made once per message, and the same one with each retry of it.';
    end;
    perform pg_advisory_xact_lock(hashtextextended('message:' || new.idempotency_key::text, salt));
    select * into earlier from public.contact_form_submissions s where s.idempotency_key = new.idempotency_key;
    if found then
      if (earlier.name, earlier.email, earlier.company, earlier.message, earlier.phone_number)
         is not distinct from (new.name, new.email, new.company, new.message, new.phone_number) then
        return null;
      end if;
      raise exception 'This Idempotency-Key was already used for a different enquiry' using errcode = 'PT409',
        hint = 'Send each new message with a new UUID, and the same one only when retrying that message.';
    end if;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('network:' || new.client_network, salt));

  select count(*) filter (where recent and own) as sender_recent, count(*) filter (where own) as sender_today,
         count(*) filter (where recent) as network_recent, count(*) as network_today
    into counts
    from (select s.received_at > window_start as recent,
                 s.client_address = new.client_address and (family(client) = 6 or lower(s.email) = lower(new.email)) as own
            from public.contact_form_submissions s
           where s.client_network = new.client_network and s.received_at > now() - interval '1 day') network;
  if counts.sender_recent >= 5 or counts.sender_today >= 20 or counts.network_recent >= 20 or counts.network_today >= 100 then
    raise exception 'Too many messages from this address' using errcode = 'PT429', hint = retry;
  end if;
  -- Counting stops at the threshold, so a crowded window costs no more than a calm one.
  if counts.network_recent > 0 and (select count(*) from (select from public.contact_form_submissions s
                                     where s.received_at > window_start limit 1000) recent) >= 1000 then
    raise exception 'Too many messages right now: one message per sender every ten minutes' using errcode = 'PT429', hint = retry;
  end if;
  return new;
end;
$$;

create trigger guard_contact_form_submission before insert on public.contact_form_submissions
  for each row execute function private.guard_contact_form_submission();

-- Retention: the sender's address and network exist for the rate limit, which looks back one day. After 30 days they
-- are cleared; the enquiry itself is kept. Scheduled daily below where pg_cron exists.
create function private.forget_client_addresses() returns bigint language sql security definer
  set search_path = pg_catalog, pg_temp as $$
  with forgotten as (
    update public.contact_form_submissions set client_address = null, client_network = null
     where (client_address is not null or client_network is not null) and received_at < now() - interval '30 days'
    returning 1)
  select count(*) from forgotten
$$;

-- ---------------------------------------------------------------------------------------------------------------------
-- Delivery to the team. An enquiry is undelivered until notify-enquiry has handed it to the email API and recorded
-- so. A trigger hands each new enquiry over at once, and a job every minute hands over every one still due: 15 s after
-- a failed try, then twice as long each time, at most an hour apart. After 56 tries (about two days) delivery stops,
-- with a warning, and the enquiry is listed in undelivered_enquiries for the team to read there.
--
-- Both post through pg_net to the address and secret an operator writes in private.enquiry_delivery, which no API
-- role can read. Where pg_net is missing (the local backend), the database hands nothing over: the local backend
-- claims the same due enquiries itself and posts them.
-- ---------------------------------------------------------------------------------------------------------------------

create table private.enquiry_delivery (
  only_row boolean primary key default true check (only_row),
  function_url text not null check (function_url ~ '^https?://'),
  webhook_secret text not null check (char_length(webhook_secret) >= 32)
);
revoke all on table private.enquiry_delivery from public, anon, authenticated, service_role;

-- Claims the enquiries due for a try (or only `only_id`, if due): counts the try and schedules the next, so two
-- claimants at once never take the same enquiry, and one that dies before posting tries again later.
create function private.claim_due_enquiries(only_id bigint default null, max_rows integer default 20)
  returns table (id bigint, received_at timestamptz, attempts integer) language plpgsql security definer
  set search_path = pg_catalog, pg_temp as $$
declare
  abandoned record;
begin
  for abandoned in
    update public.contact_form_submissions s set delivery_given_up_at = now()
     where s.delivered_at is null and s.delivery_given_up_at is null and s.delivery_attempts >= 56 and s.next_delivery_at <= now()
    returning s.id, s.received_at
  loop
    raise warning 'Enquiry #% (received %) was not delivered after 56 tries: delivery stopped; see undelivered_enquiries',
      abandoned.id, abandoned.received_at;
  end loop;
  return query
    update public.contact_form_submissions s
       set delivery_attempts = s.delivery_attempts + 1,
           next_delivery_at = now() + least(interval '15 seconds' * power(2, least(s.delivery_attempts, 20)), interval '1 hour')
     where s.id in (select d.id from public.contact_form_submissions d
                     where d.delivered_at is null and d.delivery_given_up_at is null and d.next_delivery_at <= now()
                       and (only_id is null or d.id = only_id)
                     order by d.next_delivery_at limit max_rows for update skip locked)
    returning s.id, s.received_at, s.delivery_attempts;
end;
$$;

-- Hands the due enquiries (or only `only_id`) to notify-enquiry through pg_net; returns how many.
create function private.deliver_enquiries(only_id bigint default null) returns integer language plpgsql
  security definer set search_path = pg_catalog, pg_temp as $$
declare
  target private.enquiry_delivery;
  due record;
  handed integer := 0;
begin
  select * into target from private.enquiry_delivery;
  if target is null or to_regprocedure('net.http_post(text,jsonb,jsonb,jsonb,integer)') is null then
    if exists (select from public.contact_form_submissions s
                where s.delivered_at is null and s.received_at < now() - interval '1 hour') then
      raise warning 'Enquiries are waiting undelivered, and the database cannot hand them over: %',
        case when target is null then 'private.enquiry_delivery is empty' else 'pg_net is not enabled' end;
    end if;
    return 0;
  end if;
  for due in select * from private.claim_due_enquiries(only_id) loop
    perform net.http_post(
      url := target.function_url,
      body := jsonb_build_object('type', 'INSERT', 'table', 'contact_form_submissions', 'schema', 'public',
                                 'record', jsonb_build_object('id', due.id), 'old_record', null),
      headers := jsonb_build_object('Content-Type', 'application/json', 'x-webhook-secret', target.webhook_secret),
      timeout_milliseconds := 10000);
    if due.received_at < now() - interval '1 hour' then
      raise warning 'Enquiry #% is not yet delivered to the team: try % since it arrived at %', due.id, due.attempts, due.received_at;
    end if;
    handed := handed + 1;
  end loop;
  return handed;
end;
$$;

create function private.deliver_new_enquiry() returns trigger language plpgsql security definer
  set search_path = pg_catalog, pg_temp as $$
begin
  perform private.deliver_enquiries(new.id);
  return null;
exception when others then
  -- A failure to hand it over must not refuse the enquiry: it stays due, and the job tries again.
  raise warning 'Enquiry #% was stored but not handed over at once: %', new.id, sqlerrm;
  return null;
end;
$$;

create trigger deliver_new_enquiry after insert on public.contact_form_submissions
  for each row execute function private.deliver_new_enquiry();

-- What notify-enquiry calls with its own service-role key (`/rest/v1/rpc/...`): it trusts only the stored row, and
-- records the delivery once the email API has it.
create function public.enquiry_for_delivery(enquiry_id bigint) returns jsonb language sql stable security definer
  set search_path = pg_catalog, pg_temp as $$
  select jsonb_build_object('id', s.id, 'name', s.name, 'email', s.email, 'company', s.company, 'message', s.message,
                            'phone_number', s.phone_number, 'created_at', s.created_at, 'received_at', s.received_at,
                            'delivered_at', s.delivered_at, 'delivery_key', 'new-enquiry/' || s.delivery_key)
    from public.contact_form_submissions s where s.id = enquiry_id
$$;

create function public.record_enquiry_delivery(enquiry_id bigint) returns boolean language sql security definer
  set search_path = pg_catalog, pg_temp as $$
  update public.contact_form_submissions set delivered_at = now() where id = enquiry_id and delivered_at is null
  returning true
$$;

revoke all on function public.enquiry_for_delivery(bigint), public.record_enquiry_delivery(bigint) from public, anon, authenticated;
grant execute on function public.enquiry_for_delivery(bigint), public.record_enquiry_delivery(bigint) to service_role;
-- Nothing in private is anyone's but the owner's, except what the table's checks run as the inserting role.
revoke all on all functions in schema private from public, anon, authenticated, service_role;
grant execute on function private.max_length(text), private.is_plain_text(text, boolean), private.is_valid_name(text),
  private.is_valid_email(text) to public;

-- Where the team looks: each enquiry whose delivery stopped, with everything it said (the dashboard's table editor, and
-- `npm run submissions` locally). Readable by the service role only.
create view public.undelivered_enquiries with (security_invoker = true) as
  select id, received_at, delivery_attempts, delivery_given_up_at, name, email, company, phone_number, message
    from public.contact_form_submissions where delivered_at is null and delivery_given_up_at is not null
   order by received_at;
revoke all on public.undelivered_enquiries from anon, authenticated;

-- Hosted Supabase has both extensions; elsewhere (the local backend, a plain server) either may be missing or not loaded.
do $$
begin
  if exists (select from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net;
  end if;
  create extension if not exists pg_cron;
  perform cron.schedule('forget-contact-form-addresses', '17 3 * * *', 'select private.forget_client_addresses()');
  perform cron.schedule('deliver-enquiries', '* * * * *', 'select private.deliver_enquiries()');
exception when others then
  raise notice 'pg_cron could not be enabled (%): run "select private.forget_client_addresses()" daily and "select private.deliver_enquiries()" every minute from another scheduler.', sqlerrm;
end
$$;
