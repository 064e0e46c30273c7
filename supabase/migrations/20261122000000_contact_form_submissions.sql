-- Enquiries sent from the site's contact form.
--
-- The public (anon) key may insert a valid row and do nothing else: it cannot read, change or
-- delete rows, cannot choose the id, the received time or the client address, and a trigger caps
-- how often one address, one email, or everyone together may send. See README, "The contact form".

create table public.contact_form_submissions (
  id bigint generated always as identity primary key,
  name text not null,
  email text not null,
  company text,
  message text not null,
  phone_number text,
  -- When the visitor pressed Send, by their own clock (the site sends it).
  created_at timestamptz not null default now(),
  -- When the database stored the row, by its own clock (set by the trigger, never by the caller).
  received_at timestamptz not null default now(),
  -- The sender's address as the API gateway saw it, kept for the rate limit.
  client_address text,

  constraint contact_form_submissions_name_check
    check (char_length(name) between 1 and 120 and name = btrim(name, E' \t\r\n')),
  constraint contact_form_submissions_email_check
    check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:].]+$'),
  constraint contact_form_submissions_company_check
    check (company is null or (char_length(company) between 1 and 160 and company = btrim(company, E' \t\r\n'))),
  constraint contact_form_submissions_message_check
    check (char_length(message) between 1 and 5000 and message = btrim(message, E' \t\r\n')),
  -- What the form sends: a country code, one space, then the number as typed (digits, spaces, brackets, dots, dashes).
  constraint contact_form_submissions_phone_number_check
    check (phone_number is null or phone_number ~ '^\+[1-9][0-9]{0,3} [0-9(][0-9 ().-]{2,18}[0-9]$')
);

comment on table public.contact_form_submissions is 'Enquiries sent from the contact form. Insert-only for the anon role.';

create index contact_form_submissions_received_at_idx on public.contact_form_submissions (received_at);
create index contact_form_submissions_address_idx on public.contact_form_submissions (client_address, received_at);
create index contact_form_submissions_email_idx on public.contact_form_submissions (lower(email), received_at);

-- Supabase grants every role everything on new tables in public; take all of it back, then give
-- anon exactly one thing: inserting the columns the form sends.
alter table public.contact_form_submissions enable row level security;
revoke all on table public.contact_form_submissions from anon, authenticated;
grant insert (name, email, company, message, phone_number, created_at)
  on table public.contact_form_submissions to anon;

create policy "Visitors can send an enquiry"
  on public.contact_form_submissions
  for insert
  to anon
  with check (true);

-- Abuse protection that holds for anyone posting straight to the REST endpoint, not only the form.
create schema if not exists private;
revoke all on schema private from public;

create function private.guard_contact_form_submission()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  headers jsonb := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb;
  window_start timestamptz := now() - interval '10 minutes';
  per_address_limit constant int := 5;
  per_email_limit constant int := 3;
  everyone_limit constant int := 1000;
begin
  new.received_at := now();
  -- Hosted Supabase sits behind Cloudflare, which sets cf-connecting-ip itself; elsewhere the first
  -- x-forwarded-for entry is the best the gateway can tell.
  new.client_address := coalesce(
    nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
    nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), ''),
    nullif(btrim(headers ->> 'x-real-ip'), '')
  );

  -- Serialise senders from one address and to one email, so concurrent requests cannot all slip under the limit.
  if new.client_address is not null then
    perform pg_advisory_xact_lock(hashtextextended('contact_form_submissions:address:' || new.client_address, 0));
    if (select count(*) from public.contact_form_submissions s
         where s.client_address = new.client_address and s.received_at > window_start) >= per_address_limit then
      raise exception 'Too many messages from this address'
        using errcode = 'PT429', hint = 'Wait a few minutes before sending another message.';
    end if;
  end if;

  perform pg_advisory_xact_lock(hashtextextended('contact_form_submissions:email:' || lower(new.email), 0));
  if (select count(*) from public.contact_form_submissions s
       where lower(s.email) = lower(new.email) and s.received_at > window_start) >= per_email_limit then
    raise exception 'Too many messages from this email address'
      using errcode = 'PT429', hint = 'Wait a few minutes before sending another message.';
  end if;

  if (select count(*) from public.contact_form_submissions s where s.received_at > window_start) >= everyone_limit then
    raise exception 'Too many messages right now'
      using errcode = 'PT429', hint = 'Wait a few minutes before sending another message.';
  end if;

  return new;
end;
$$;

revoke all on function private.guard_contact_form_submission() from public, anon, authenticated;

create trigger guard_contact_form_submission
  before insert on public.contact_form_submissions
  for each row execute function private.guard_contact_form_submission();
