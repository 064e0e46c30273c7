import { createClient } from '@supabase/supabase-js'
import { SignJWT } from 'jose'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET } from '../../scripts/backend/local.ts'
import { startBackend, type RunningBackend } from '../../scripts/backend/server.ts'
import { freshDatabase, uniqueSender, validRow } from './support.ts'

// The local backend over a real PostgreSQL server, driven by the same client library the site uses.
let backend: RunningBackend
let pool: pg.Pool

beforeAll(async () => {
  const databaseUrl = await freshDatabase()
  backend = await startBackend({ port: 0, databaseUrl })
  pool = new pg.Pool({ connectionString: databaseUrl })
})
afterAll(async () => {
  await backend.close()
  await pool.end()
})

function clientFrom(address: string, key = LOCAL_ANON_KEY) {
  return createClient(backend.url, key, { auth: { persistSession: false }, global: { headers: { 'x-forwarded-for': address } } })
}

const table = 'contact_form_submissions'

describe('the local backend, as PostgREST', () => {
  it('stores a valid insert and answers 201 with an empty body', async () => {
    const { address, email } = uniqueSender()
    const { error, status, data } = await clientFrom(address).from(table).insert(validRow(email))
    expect({ error, status, data }).toEqual({ error: null, status: 201, data: null })
    const { rows } = await pool.query('select name, client_address from public.contact_form_submissions where email = $1', [email])
    // The gateway's own view of the caller is appended after what the caller claimed.
    expect(rows).toEqual([{ name: 'Asha Rao', client_address: address }])
  })

  it('answers a refused check with 400 and the PostgreSQL error', async () => {
    const { address, email } = uniqueSender()
    const { error, status } = await clientFrom(address).from(table).insert({ ...validRow(email), email: 'asha@localhost' })
    expect(status).toBe(400)
    // No "Failing row contains …" details: PostgreSQL shows row data only to roles that may read it.
    expect(error).toEqual({ code: '23514', message: expect.stringContaining('contact_form_submissions_email_check'), details: null, hint: null })
  })

  it('answers a missing required field with 400', async () => {
    const { address, email } = uniqueSender()
    const { name: _name, ...withoutName } = validRow(email)
    const { error, status } = await clientFrom(address).from(table).insert(withoutName)
    expect(status).toBe(400)
    expect(error?.code).toBe('23502')
  })

  it('answers 401 when the anon key tries to read', async () => {
    const { error, status } = await clientFrom(uniqueSender().address).from(table).select('*')
    expect(status).toBe(401)
    expect(error).toMatchObject({ code: '42501', message: 'permission denied for table contact_form_submissions' })
  })

  it('answers 429 when the rate limit trips', async () => {
    const { address } = uniqueSender()
    for (let sent = 0; sent < 5; sent++) expect((await clientFrom(address).from(table).insert(validRow(uniqueSender().email))).status).toBe(201)
    const { error, status } = await clientFrom(address).from(table).insert(validRow(uniqueSender().email))
    expect(status).toBe(429)
    expect(error?.code).toBe('PT429')
  })

  it('refuses a column the caller may not write, and one that does not exist', async () => {
    const { address, email } = uniqueSender()
    const client = clientFrom(address)
    expect(await client.from(table).insert({ ...validRow(email), client_address: '1.1.1.1' })).toMatchObject({ status: 401, error: { code: '42501' } })
    expect(await client.from(table).insert({ ...validRow(email), nickname: 'x' })).toMatchObject({ status: 400, error: { code: 'PGRST204' } })
    expect(await client.from('no_such_table').insert({ name: 'x' })).toMatchObject({ status: 404, error: { code: 'PGRST205' } })
  })

  it('checks the JWT: a forged or missing key gets 401 and stores nothing', async () => {
    const { address, email } = uniqueSender()
    const forged = await new SignJWT({ role: 'service_role' }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('not-the-secret-not-the-secret-not-the-secret'))
    expect(await clientFrom(address, forged).from(table).insert(validRow(email))).toMatchObject({ status: 401, error: { code: 'PGRST301' } })
    const bare = await fetch(`${backend.url}/rest/v1/${table}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(validRow(email)) })
    expect(bare.status).toBe(401)
    expect((await pool.query('select 1 from public.contact_form_submissions where email = $1', [email])).rowCount).toBe(0)
  })

  it('lets the service role read what was stored, as `npm run submissions` does', async () => {
    const { address, email } = uniqueSender()
    await clientFrom(address).from(table).insert(validRow(email))
    const serviceKey = await new SignJWT({ role: 'service_role' }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(LOCAL_JWT_SECRET))
    const { data, error } = await clientFrom(address, serviceKey).from(table).select('*')
    expect(error).toBeNull()
    expect(data).toEqual(expect.arrayContaining([expect.objectContaining({ email, name: 'Asha Rao' })]))
  })

  it('answers a CORS preflight for the headers the browser asks about', async () => {
    const response = await fetch(`${backend.url}/rest/v1/${table}`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'apikey,authorization,content-type,x-client-info' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4173')
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    expect(response.headers.get('access-control-allow-headers')).toBe('apikey,authorization,content-type,x-client-info')
  })

  it('keeps nothing when the caller gives up before the insert commits, so trying again stores one row', async () => {
    await pool.query(`
      create or replace function public.slow_for_test() returns trigger language plpgsql as $$
      begin
        if new.email like '%+slow@%' then perform pg_sleep(1); end if;
        return new;
      end $$;
      create trigger slow_for_test before insert on public.contact_form_submissions for each row execute function public.slow_for_test();
    `)
    const { address } = uniqueSender()
    const email = `visitor-${Date.now()}+slow@example.com`
    const { error } = await clientFrom(address).from(table).insert(validRow(email)).abortSignal(AbortSignal.timeout(200))
    expect(error).not.toBeNull()
    // The backend finishes the statement, sees its caller gone, and rolls back.
    await expect.poll(async () => (await pool.query(`select count(*)::int as busy from pg_stat_activity where query like '%json_populate_recordset%' and state = 'active' and pid <> pg_backend_pid()`)).rows[0].busy, { timeout: 10_000 }).toBe(0)
    expect((await pool.query('select 1 from public.contact_form_submissions where email = $1', [email])).rowCount).toBe(0)

    expect((await clientFrom(address).from(table).insert(validRow(email))).status).toBe(201)
    expect((await pool.query('select 1 from public.contact_form_submissions where email = $1', [email])).rowCount).toBe(1)
    await pool.query('drop trigger slow_for_test on public.contact_form_submissions')
  })

  it('answers malformed JSON with 400', async () => {
    const response = await fetch(`${backend.url}/rest/v1/${table}`, { method: 'POST', headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' }, body: '{"name":' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'PGRST102' })
  })
})
