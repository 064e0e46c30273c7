import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactFieldLimits } from '../../src/lib/contactForm.ts'
import { freshDatabase, uniqueSender, validRow } from './support.ts'

let pool: pg.Pool

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: await freshDatabase(), max: 40 })
})
afterAll(() => pool.end())

type Row = Record<string, unknown>

/** Runs `sql` in one transaction as an API role, with the request headers PostgREST would set. */
async function asRole(role: 'anon' | 'authenticated', sql: string, params: unknown[] = [], headers: Record<string, string> = {}) {
  const client = await pool.connect()
  try {
    await client.query('begin')
    await client.query(`select set_config('request.headers', $1, true), set_config('request.jwt.claims', $2, true)`, [JSON.stringify(headers), JSON.stringify({ role })])
    await client.query(`set local role ${role}`)
    const result = await client.query(sql, params)
    await client.query('commit')
    return result
  } catch (error) {
    await client.query('rollback')
    throw error
  } finally {
    client.release()
  }
}

function insertAsAnon(row: Row, address = uniqueSender().address, headers: Record<string, string> = { 'x-forwarded-for': address }) {
  const columns = Object.keys(row)
  return asRole(
    'anon',
    `insert into public.contact_form_submissions (${columns.join(', ')}) values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
    Object.values(row),
    headers,
  )
}

const stored = async (email: string) => (await pool.query('select * from public.contact_form_submissions where email = $1', [email])).rows

describe('as the anon role', () => {
  it('inserts a valid enquiry, with the received time and address recorded by the database', async () => {
    const { address, email } = uniqueSender()
    const row = { ...validRow(email), created_at: '2020-01-01T00:00:00.000Z' }
    await insertAsAnon(row, address)

    const [saved] = await stored(email)
    expect(saved).toMatchObject({ name: row.name, email, company: row.company, message: row.message, phone_number: row.phone_number, client_address: address })
    expect(saved.created_at.toISOString()).toBe('2020-01-01T00:00:00.000Z')
    expect(Math.abs(saved.received_at.getTime() - Date.now())).toBeLessThan(60_000)
    expect(typeof saved.id).toBe('string') // bigint identity
  })

  it('accepts an enquiry without company or phone', async () => {
    const { email } = uniqueSender()
    await insertAsAnon({ name: 'Li', email, message: 'Hello', company: null, phone_number: null })
    expect(await stored(email)).toHaveLength(1)
  })

  it('accepts every field at the longest the form allows', async () => {
    const { email } = uniqueSender()
    const longEmail = `${'a'.repeat(contactFieldLimits.email - email.length)}${email}`
    await insertAsAnon({
      name: 'n'.repeat(contactFieldLimits.name),
      email: longEmail,
      company: 'c'.repeat(contactFieldLimits.company),
      message: 'm'.repeat(contactFieldLimits.message),
      phone_number: `+971 ${'1'.repeat(contactFieldLimits.phone)}`,
    })
    expect(await stored(longEmail)).toHaveLength(1)
  })

  it.each([
    ['select', 'select * from public.contact_form_submissions'],
    ['update', `update public.contact_form_submissions set message = 'changed'`],
    ['delete', 'delete from public.contact_form_submissions'],
    ['truncate', 'truncate public.contact_form_submissions'],
    ['choose the id', `insert into public.contact_form_submissions (id, name, email, message) overriding system value values (1, 'a', 'a@example.com', 'm')`],
    ['set the received time', `insert into public.contact_form_submissions (name, email, message, received_at) values ('a', 'a@example.com', 'm', now())`],
    ['set the client address', `insert into public.contact_form_submissions (name, email, message, client_address) values ('a', 'a@example.com', 'm', '1.1.1.1')`],
    ['run the rate-limit function', 'select private.guard_contact_form_submission()'],
  ])('cannot %s', async (_, sql) => {
    await insertAsAnon(validRow(uniqueSender().email))
    await expect(asRole('anon', sql)).rejects.toMatchObject({ code: '42501' })
    const { rows } = await pool.query(`select count(*)::int as count from public.contact_form_submissions where message = 'changed'`)
    expect(rows[0].count).toBe(0)
  })

  const tooLong = (limit: number) => 'x'.repeat(limit + 1)
  it.each<[string, Row, string]>([
    ['a blank name', { name: '   ' }, '23514'],
    ['an empty name', { name: '' }, '23514'],
    ['a name with spaces around it', { name: ' Asha ' }, '23514'],
    ['an oversized name', { name: tooLong(contactFieldLimits.name) }, '23514'],
    ['an email without @', { email: 'asha.example.com' }, '23514'],
    ['an email without a domain dot', { email: 'asha@localhost' }, '23514'],
    ['an email with a space', { email: 'asha rao@example.com' }, '23514'],
    ['an oversized email', { email: `${tooLong(contactFieldLimits.email)}@example.com` }, '23514'],
    ['an empty company', { company: '' }, '23514'],
    ['an oversized company', { company: tooLong(contactFieldLimits.company) }, '23514'],
    ['a blank message', { message: '\n \n' }, '23514'],
    ['an oversized message', { message: tooLong(contactFieldLimits.message) }, '23514'],
    ['a phone without country code', { phone_number: '98765 43210' }, '23514'],
    ['a phone without number', { phone_number: '+91 ' }, '23514'],
    ['a phone with letters', { phone_number: '+91 call me maybe' }, '23514'],
    ['a phone without the space', { phone_number: '+919876543210' }, '23514'],
    ['an oversized phone', { phone_number: `+91 ${'9'.repeat(contactFieldLimits.phone + 1)}` }, '23514'],
    ['a missing name', { name: null }, '23502'],
    ['a missing email', { email: null }, '23502'],
    ['a missing message', { message: null }, '23502'],
  ])('refuses %s', async (_, change, code) => {
    const { email } = uniqueSender()
    await expect(insertAsAnon({ ...validRow(email), ...change })).rejects.toMatchObject({ code })
    expect(await stored(typeof change.email === 'string' ? change.email : email)).toHaveLength(0)
  })
})

describe('as the authenticated role', () => {
  it('can neither insert nor read: the site only ever uses the anon key', async () => {
    const { email } = uniqueSender()
    const row = validRow(email)
    await expect(asRole('authenticated', 'insert into public.contact_form_submissions (name, email, message) values ($1, $2, $3)', [row.name, row.email, row.message])).rejects.toMatchObject({ code: '42501' })
    await expect(asRole('authenticated', 'select * from public.contact_form_submissions')).rejects.toMatchObject({ code: '42501' })
  })
})

describe('rate limit', () => {
  it('refuses a sixth message from one address within ten minutes, with status 429', async () => {
    const { address } = uniqueSender()
    for (let sent = 0; sent < 5; sent++) await insertAsAnon(validRow(uniqueSender().email), address)
    await expect(insertAsAnon(validRow(uniqueSender().email), address)).rejects.toMatchObject({ code: 'PT429' })
    // Another visitor is not affected.
    await insertAsAnon(validRow(uniqueSender().email))
  })

  it('refuses a fourth message for one email address, whatever address it comes from', async () => {
    const { email } = uniqueSender()
    for (let sent = 0; sent < 3; sent++) await insertAsAnon(validRow(email))
    await expect(insertAsAnon(validRow(email.toUpperCase()))).rejects.toMatchObject({ code: 'PT429' })
    expect(await stored(email)).toHaveLength(3)
  })

  it('trusts the address Cloudflare sets over an x-forwarded-for the sender can forge', async () => {
    const { address } = uniqueSender()
    for (let sent = 0; sent < 5; sent++) {
      await insertAsAnon(validRow(uniqueSender().email), address, { 'cf-connecting-ip': address, 'x-forwarded-for': uniqueSender().address })
    }
    await expect(insertAsAnon(validRow(uniqueSender().email), address, { 'cf-connecting-ip': address, 'x-forwarded-for': uniqueSender().address })).rejects.toMatchObject({ code: 'PT429' })
  })

  it('holds under concurrency: ten simultaneous messages from one address store five', async () => {
    const { address } = uniqueSender()
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => insertAsAnon(validRow(uniqueSender().email), address)))
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5)
    const { rows } = await pool.query('select count(*)::int as count from public.contact_form_submissions where client_address = $1', [address])
    expect(rows[0].count).toBe(5)
  })

  it('lets 200 simultaneous messages from different visitors all land', async () => {
    const senders = Array.from({ length: 200 }, () => uniqueSender())
    const results = await Promise.allSettled(senders.map(({ address, email }) => insertAsAnon(validRow(email), address)))
    expect(results.filter((result) => result.status === 'rejected')).toEqual([])
    const { rows } = await pool.query('select count(*)::int as count from public.contact_form_submissions where email = any($1)', [senders.map((sender) => sender.email)])
    expect(rows[0].count).toBe(200)
  })
})
