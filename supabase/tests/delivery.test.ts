// Delivery to the team from stored rows: the trigger and the scheduled job hand each undelivered enquiry to
// notify-enquiry through pg_net (stubbed here, as hosted Supabase has it and this server does not), with backoff,
// until the function records the delivery; the secret they send is readable by no API role.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { webhookPayload, webhookSecretHeader } from '../functions/_shared/enquiry.ts'
import { asRole, freshDatabase, insertAsAnon, uniqueSender, validRow } from './support.ts'

let pool: pg.Pool
const functionUrl = 'https://project.example/functions/v1/notify-enquiry'
const secret = 'a-webhook-secret-of-more-than-thirty-two-characters'

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: await freshDatabase(), max: 3 })
  // pg_net's signature; each call is recorded instead of sent.
  await pool.query(`
    create schema net;
    create table net.calls (id bigserial primary key, url text, body jsonb, headers jsonb);
    create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
                                  headers jsonb default '{}', timeout_milliseconds integer default 5000)
      returns bigint language sql as $$ insert into net.calls (url, body, headers) values (url, body, headers) returning id $$;`)
})
afterAll(() => pool.end())

async function send() {
  const { email } = uniqueSender()
  await insertAsAnon(pool, validRow(email))
  const { rows } = await pool.query('select id from public.contact_form_submissions where email = $1', [email])
  return rows[0].id as string
}
const callsFor = async (id: string) =>
  (await pool.query("select url, body, headers from net.calls where body -> 'record' ->> 'id' = $1", [id])).rows
const deliveryOf = async (id: string) =>
  (
    await pool.query(
      `select delivered_at, delivery_attempts, next_delivery_at - now() > interval '0' as waits
         from public.contact_form_submissions where id = $1`,
      [id],
    )
  ).rows[0]
const makeDue = (id: string) =>
  pool.query(`update public.contact_form_submissions set next_delivery_at = now() where id = $1`, [id])
const asService = (sql: string, params: unknown[]) => asRole(pool, 'service_role', sql, params)
/** Runs the delivery job once and answers the warnings it logged. */
async function deliveryWarnings() {
  const client = await pool.connect()
  const warnings: string[] = []
  client.on('notice', (notice) => notice.severity === 'WARNING' && warnings.push(notice.message!))
  await client.query('select private.deliver_enquiries()').finally(() => client.release())
  return warnings
}

describe('delivery of each enquiry', () => {
  it('hands nothing over until an operator says where the function is', async () => {
    const id = await send()
    expect(await callsFor(id)).toEqual([])
    expect(await deliveryOf(id)).toMatchObject({ delivered_at: null, delivery_attempts: 0 })
    await pool.query('insert into private.enquiry_delivery (function_url, webhook_secret) values ($1, $2)', [
      functionUrl,
      secret,
    ])
    // Then the job hands over what waited.
    await pool.query('select private.deliver_enquiries()')
    expect(await callsFor(id)).toHaveLength(1)
  })

  it("posts a new enquiry at once, as a Database Webhook's payload naming only its id, with the secret", async () => {
    const id = await send()
    expect(await callsFor(id)).toEqual([
      {
        url: functionUrl,
        body: webhookPayload(Number(id)),
        headers: { 'Content-Type': 'application/json', [webhookSecretHeader]: secret },
      },
    ])
    expect(await deliveryOf(id)).toMatchObject({ delivered_at: null, delivery_attempts: 1, waits: true })
  })

  it('hands an undelivered enquiry over again once its wait is over, waiting longer each time, until delivered', async () => {
    const id = await send()
    await pool.query('select private.deliver_enquiries()')
    expect(await callsFor(id), 'not again before its wait is over').toHaveLength(1)

    const wait = async () => {
      const { rows } = await pool.query(
        `select round(extract(epoch from next_delivery_at - now())) as wait from public.contact_form_submissions where id = $1`,
        [id],
      )
      return Number(rows[0].wait)
    }
    const waits = [await wait()]
    for (let attempt = 2; attempt <= 12; attempt++) {
      await makeDue(id)
      await pool.query('select private.deliver_enquiries()')
      waits.push(await wait())
    }
    expect(await callsFor(id)).toHaveLength(12)
    // Seconds from each try to the next (docs/enquiries.md gives the times): 15, then twice as long, an hour at most.
    expect(waits).toEqual([15, 30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600, 3600])

    const recorded = await asService('select public.record_enquiry_delivery($1) as recorded', [id])
    expect(recorded.rows[0].recorded).toBe(true)
    const again = await asService('select public.record_enquiry_delivery($1) as recorded', [id])
    expect(again.rows[0].recorded, 'a delivery is recorded once').toBeNull()
    await makeDue(id)
    await pool.query('select private.deliver_enquiries()')
    expect(await callsFor(id), 'nothing after the delivery').toHaveLength(12)
  })

  it('stores the enquiry even when handing it over fails, and leaves it due for the job', async () => {
    await pool.query(`alter function net.http_post(text, jsonb, jsonb, jsonb, integer) rename to http_post_working`)
    await pool.query(`create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
                        headers jsonb default '{}', timeout_milliseconds integer default 5000)
                        returns bigint language plpgsql as $$ begin raise exception 'pg_net is down'; end $$`)
    try {
      const id = await send()
      expect(await deliveryOf(id)).toMatchObject({ delivered_at: null, delivery_attempts: 0 })
    } finally {
      await pool.query('drop function net.http_post(text, jsonb, jsonb, jsonb, integer)')
      await pool.query(`alter function net.http_post_working(text, jsonb, jsonb, jsonb, integer) rename to http_post`)
    }
  })

  it('gives notify-enquiry the stored row by id, with whether it was delivered', async () => {
    const id = await send()
    const read = async () =>
      (await asService('select public.enquiry_for_delivery($1) as enquiry', [id])).rows[0].enquiry
    expect(await read()).toMatchObject({ id: Number(id), name: 'Asha Rao', delivered_at: null })
    await asService('select public.record_enquiry_delivery($1)', [id])
    expect((await read()).delivered_at).toEqual(expect.any(String))
    expect((await asService('select public.enquiry_for_delivery($1) as enquiry', [0])).rows[0].enquiry).toBeNull()
  })

  it('gives each enquiry an idempotency key of its own', async () => {
    const keyOf = async (id: string) =>
      (await asService('select public.enquiry_for_delivery($1) as enquiry', [id])).rows[0].enquiry.delivery_key
    const [first, second] = [await send(), await send()]
    expect(await keyOf(first)).toMatch(/^new-enquiry\/[0-9a-f-]{36}$/)
    expect(await keyOf(first)).not.toBe(await keyOf(second))
  })

  it('stops after about two days of tries, with a warning, and lists the enquiry where the team looks', async () => {
    const id = await send()
    const undelivered = () =>
      asService('select id, name, message from public.undelivered_enquiries where id = $1', [id]).then((r) => r.rows)
    await pool.query('update public.contact_form_submissions set delivery_attempts = 55 where id = $1', [id])
    await makeDue(id)
    await pool.query('select private.deliver_enquiries()')
    expect(await undelivered(), 'the 56th try is still made').toEqual([])

    await makeDue(id)
    expect(await deliveryWarnings()).toContainEqual(
      expect.stringMatching(new RegExp(`^Enquiry #${id} .*after 56 tries`)),
    )
    expect(await undelivered()).toEqual([{ id, name: 'Asha Rao', message: validRow('').message }])
    await makeDue(id)
    await pool.query('select private.deliver_enquiries()')
    // One try at insert, the 56th, and none after.
    expect(await callsFor(id), 'no try after it stopped').toHaveLength(2)
    expect(await deliveryOf(id)).toMatchObject({ delivered_at: null, delivery_attempts: 56 })
  })

  it('warns in the log when an enquiry is still undelivered an hour after it arrived', async () => {
    const id = await send()
    await pool.query(
      `update public.contact_form_submissions set received_at = now() - interval '2 hours', next_delivery_at = now()
        where id = $1`,
      [id],
    )
    expect(await deliveryWarnings()).toEqual([
      expect.stringMatching(new RegExp(`^Enquiry #${id} is not yet delivered`)),
    ])
  })
})

describe('what the API roles cannot do', () => {
  it.each(['anon', 'authenticated'] as const)(
    '%s reads no secret and calls none of the delivery functions',
    async (role) => {
      const refused = (sql: string, params: unknown[] = []) =>
        expect(asRole(pool, role, sql, params)).rejects.toThrow(/permission denied/)
      await refused('select * from private.enquiry_delivery')
      await refused('select public.enquiry_for_delivery(1)')
      await refused('select public.record_enquiry_delivery(1)')
      await refused('select private.deliver_enquiries()')
      await refused('select * from private.claim_due_enquiries()')
      await refused('select * from public.undelivered_enquiries')
      // Nor from what any role may read of the schema: triggers' and functions' definitions.
      const { rows } = await asRole(
        pool,
        role,
        `select (select string_agg(pg_get_triggerdef(oid), ' ') from pg_trigger) ||
              (select string_agg(prosrc, ' ') from pg_proc) as definitions`,
      )
      expect(rows[0].definitions).toContain('enquiry_delivery')
      expect(rows[0].definitions).not.toContain(secret)
    },
  )
})
