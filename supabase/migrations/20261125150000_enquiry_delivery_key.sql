-- The email API keeps an idempotency key for a day across the whole account, so enquiry #42 of a staging project and
-- #42 of production, sharing one account, would share the key new-enquiry/42 and one of them would never be sent. Each
-- enquiry stored from now on has a key of its own. Those stored before keep the key they may already have been sent
-- under, so none is mailed twice.
alter table public.contact_form_submissions add column delivery_key uuid;
alter table public.contact_form_submissions alter column delivery_key set default gen_random_uuid();
comment on column public.contact_form_submissions.delivery_key is
  'The idempotency key notify-enquiry sends the email under (new-enquiry/<key>); null for enquiries stored before it, which use new-enquiry/<id>.';

create or replace function public.enquiry_for_delivery(enquiry_id bigint)
  returns jsonb
  language sql
  stable
  security definer
  set search_path = pg_catalog, pg_temp
as $$
  select jsonb_build_object('id', s.id, 'name', s.name, 'email', s.email, 'company', s.company, 'message', s.message,
                            'phone_number', s.phone_number, 'created_at', s.created_at, 'received_at', s.received_at,
                            'delivered_at', s.delivered_at,
                            'delivery_key', 'new-enquiry/' || coalesce(s.delivery_key::text, s.id::text))
    from public.contact_form_submissions s
   where s.id = enquiry_id
$$;
