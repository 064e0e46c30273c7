-- Delivery to the team, kept in the database: an enquiry is undelivered until notify-enquiry has handed it to the
-- email API and recorded so. A trigger hands each new enquiry over at once and a job every minute hands over every
-- one still undelivered, with backoff, so an enquiry stored while the email API or the function was down is
-- delivered once they are back. Both post through pg_net (hosted Supabase) to the address and secret kept in
-- private.enquiry_delivery, which no API role can read. Where pg_net is missing (the local backend, the tests), the
-- database hands nothing over: the local backend claims the same due enquiries itself and posts them.

alter table public.contact_form_submissions
  add column delivered_at timestamptz,
  add column delivery_attempts integer not null default 0,
  add column next_delivery_at timestamptz not null default now();

comment on column public.contact_form_submissions.delivered_at is
  'When notify-enquiry handed the enquiry to the email API; null while it is undelivered.';
comment on column public.contact_form_submissions.next_delivery_at is
  'When an undelivered enquiry is next handed to notify-enquiry (backoff after each attempt).';

-- Enquiries from before this migration went through the Database Webhook. Those of the last 12 hours are handed over
-- again once delivery is set up: the email API keeps its idempotency keys (one per enquiry) for a day, so one already
-- sent is not sent twice as long as set-up follows within 12 hours. The webhook's trigger as the earlier set-up made it
-- kept the secret where every role could read it: it goes.
update public.contact_form_submissions set delivered_at = received_at where received_at < now() - interval '12 hours';
drop trigger if exists notify_enquiry on public.contact_form_submissions;

create index contact_form_submissions_undelivered_idx
  on public.contact_form_submissions (next_delivery_at) where delivered_at is null;

-- Where notify-enquiry is, and the secret it expects: one row, written by an operator (see docs/enquiries.md).
create table private.enquiry_delivery (
  only_row boolean primary key default true check (only_row),
  function_url text not null check (function_url ~ '^https?://'),
  webhook_secret text not null check (char_length(webhook_secret) >= 32)
);
revoke all on table private.enquiry_delivery from public, anon, authenticated, service_role;

-- 15 s after the first attempt, then twice as long after each, at most an hour apart.
create function private.delivery_backoff(attempts integer)
  returns interval
  language sql
  immutable
  set search_path = pg_catalog, pg_temp
as $$
  select least(interval '15 seconds' * power(2, least(greatest(attempts, 1), 20) - 1), interval '1 hour')
$$;

-- Claims the enquiries due for an attempt (or only `only_id`, if due): counts the attempt and schedules the next,
-- so two claimants at once never take the same enquiry, and one that dies before posting tries again later.
create function private.claim_due_enquiries(only_id bigint default null, max_rows integer default 20)
  returns table (id bigint, received_at timestamptz, attempts integer)
  language sql
  security definer
  set search_path = pg_catalog, pg_temp
as $$
  update public.contact_form_submissions s
     set delivery_attempts = s.delivery_attempts + 1,
         next_delivery_at = now() + private.delivery_backoff(s.delivery_attempts + 1)
   where s.id in (select d.id from public.contact_form_submissions d
                   where d.delivered_at is null and d.next_delivery_at <= now() and (only_id is null or d.id = only_id)
                   order by d.next_delivery_at
                   limit max_rows
                   for update skip locked)
  returning s.id, s.received_at, s.delivery_attempts
$$;

-- Hands the due enquiries (or only `only_id`) to notify-enquiry through pg_net; returns how many. An enquiry still
-- undelivered an hour after it arrived is logged as a warning at each attempt.
create function private.deliver_enquiries(only_id bigint default null)
  returns integer
  language plpgsql
  security definer
  set search_path = pg_catalog, pg_temp
as $$
declare
  target private.enquiry_delivery;
  configured boolean;
  due record;
  handed integer := 0;
begin
  select * into target from private.enquiry_delivery;
  configured := found;
  if not configured or to_regprocedure('net.http_post(text,jsonb,jsonb,jsonb,integer)') is null then
    -- Where the local backend delivers, it reads the same state; elsewhere nothing would, so say so.
    if exists (select from public.contact_form_submissions s
                where s.delivered_at is null and s.received_at < now() - interval '1 hour') then
      raise warning 'Enquiries are waiting undelivered, and the database cannot hand them over: %',
        case when configured then 'pg_net is not enabled' else 'private.enquiry_delivery is empty' end;
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
      raise warning 'Enquiry #% is not yet delivered to the team: attempt % since it arrived at %',
        due.id, due.attempts, due.received_at;
    end if;
    handed := handed + 1;
  end loop;
  return handed;
end
$$;

create function private.deliver_new_enquiry()
  returns trigger
  language plpgsql
  security definer
  set search_path = pg_catalog, pg_temp
as $$
begin
  perform private.deliver_enquiries(new.id);
  return null;
exception when others then
  -- A failure to hand it over must not refuse the enquiry: it stays due, and the job tries again.
  raise warning 'Enquiry #% was stored but not handed over at once: %', new.id, sqlerrm;
  return null;
end
$$;

create trigger deliver_new_enquiry
  after insert on public.contact_form_submissions
  for each row execute function private.deliver_new_enquiry();

revoke all on function private.delivery_backoff(integer), private.claim_due_enquiries(bigint, integer),
  private.deliver_enquiries(bigint), private.deliver_new_enquiry() from public, anon, authenticated, service_role;

-- What notify-enquiry calls, with its own service-role key, through the API (`/rest/v1/rpc/...`): it trusts only the
-- stored row, and records the delivery once the email API has it. No other role may call either.
create function public.enquiry_for_delivery(enquiry_id bigint)
  returns jsonb
  language sql
  stable
  security definer
  set search_path = pg_catalog, pg_temp
as $$
  select jsonb_build_object('id', s.id, 'name', s.name, 'email', s.email, 'company', s.company, 'message', s.message,
                            'phone_number', s.phone_number, 'created_at', s.created_at, 'received_at', s.received_at,
                            'delivered_at', s.delivered_at)
    from public.contact_form_submissions s
   where s.id = enquiry_id
$$;

create function public.record_enquiry_delivery(enquiry_id bigint)
  returns boolean
  language sql
  security definer
  set search_path = pg_catalog, pg_temp
as $$
  update public.contact_form_submissions set delivered_at = now() where id = enquiry_id and delivered_at is null
  returning true
$$;

revoke all on function public.enquiry_for_delivery(bigint), public.record_enquiry_delivery(bigint)
  from public, anon, authenticated;
grant execute on function public.enquiry_for_delivery(bigint), public.record_enquiry_delivery(bigint) to service_role;

do $$
begin
  if not exists (select from pg_extension where extname = 'pg_cron') then
    raise notice 'pg_cron is not enabled: schedule "select private.deliver_enquiries()" every minute yourself.';
    return;
  end if;
  perform cron.schedule('deliver-enquiries', '* * * * *', 'select private.deliver_enquiries()');
end
$$;
