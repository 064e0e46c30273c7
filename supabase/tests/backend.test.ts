// The local backend (PostgREST itself, behind the gateway) over the embedded database, driven by the client library
// the site uses: what the form and the team's tools rely on, and what the gateway adds in front.
import { createHmac } from 'node:crypto'
import { Agent, request } from 'node:http'
import { connect } from 'node:net'
import { join } from 'node:path'
import { createClient } from '@supabase/supabase-js'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../../scripts/localSettings.ts'
import { maxBodyBytes } from '../../scripts/servers/backend/gateway.ts'
import { startBackend, type RunningBackend } from '../../scripts/servers/backend/server.ts'
import { scratchFolder, uniqueSender, validRow } from './support.ts'

// `backend` trusts the cf-connecting-ip its callers send, so each test can be its own visitor; `gateway` behaves as
// the hosted gateway does and takes the address from the connection. Each has an embedded database of its own, as
// `npm start` keeps it.
let backend: RunningBackend
let gateway: RunningBackend
let pool: pg.Pool
let gatewayPool: pg.Pool
const table = 'contact_form_submissions'
// Starting PostgREST takes seconds on a busy machine: the limit only catches a hang.
const STARTS = 120_000

beforeAll(async () => {
  backend = await startBackend({ port: 0, dataDir: join(await scratchFolder(), 'data'), trustProxy: true })
  gateway = await startBackend({ port: 0, dataDir: join(await scratchFolder(), 'data') })
  pool = new pg.Pool({ connectionString: backend.databaseUrl, max: 1 })
  gatewayPool = new pg.Pool({ connectionString: gateway.databaseUrl, max: 1 })
}, STARTS)
afterAll(async () => {
  await pool?.end()
  await gatewayPool?.end()
  await backend?.close()
  await gateway?.close()
})

const clientFrom = (address: string, key = LOCAL_ANON_KEY) =>
  createClient(backend.url, key, {
    auth: { persistSession: false },
    global: { headers: { 'cf-connecting-ip': address } },
  })
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}/rest/v1/${table}`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${LOCAL_ANON_KEY}`,
      'Content-Type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(body),
  })
/** How many of `emails` either backend stored. */
const storedCount = async (emails: string[]) => {
  let count = 0
  for (const database of [pool, gatewayPool])
    count += (await database.query('select 1 from public.contact_form_submissions where email = any($1)', [emails]))
      .rowCount!
  return count
}

describe('the local API', () => {
  it('is PostgREST itself: it stores a valid enquiry and answers 201, as postgrest', async () => {
    const { address, email } = uniqueSender()
    const response = await post(backend.url, validRow(email), { 'cf-connecting-ip': address })
    expect(response.status).toBe(201)
    expect(response.headers.get('server')).toMatch(/^postgrest\/12\./)
    const { rows } = await pool.query('select client_address from public.contact_form_submissions where email = $1', [
      email,
    ])
    expect(rows).toEqual([{ client_address: address }])
  })

  it('answers what the form reads: the check refused by name, the rate limit as 429, a reused key as 409', async () => {
    const { address, email } = uniqueSender()
    const client = clientFrom(address)
    const refused = await client.from(table).insert({ ...validRow(email), email: 'asha@localhost' })
    expect(refused).toMatchObject({
      status: 400,
      error: { code: '23514', message: expect.stringContaining('contact_form_submissions_email_check') },
    })

    const key = crypto.randomUUID()
    const send = (message: string) =>
      client
        .from(table)
        .insert({ ...validRow(email), message })
        .setHeader('Idempotency-Key', key)
    expect((await send('Hello')).status).toBe(201)
    expect((await send('Hello')).status, 'a retry of a stored message').toBe(201)
    expect(await send('Something else')).toMatchObject({ status: 409, error: { code: 'PT409' } })
    expect(await storedCount([email])).toBe(1)

    for (let sent = 1; sent < 5; sent++) expect((await client.from(table).insert(validRow(email))).status).toBe(201)
    expect(await client.from(table).insert(validRow(email))).toMatchObject({ status: 429, error: { code: 'PT429' } })
  })

  it("lets the anon key write the form's columns and nothing else, and read nothing", async () => {
    const client = clientFrom(uniqueSender().address)
    const { email } = uniqueSender()
    expect(await client.from(table).insert({ ...validRow(email), client_address: '1.1.1.1' })).toMatchObject({
      status: 401,
      error: { code: '42501' },
    })
    expect(await client.from(table).select('*')).toMatchObject({ status: 401, error: { code: '42501' } })
    expect(await client.rpc('enquiry_for_delivery', { enquiry_id: 1 })).toMatchObject({ status: 401 })
    expect(await client.from('undelivered_enquiries').select('*')).toMatchObject({ status: 401 })
    expect(await storedCount([email])).toBe(0)
  })

  it('gives the service role what notify-enquiry and `npm run submissions` read', async () => {
    const { address, email } = uniqueSender()
    await clientFrom(address).from(table).insert(validRow(email))
    const service = clientFrom(address, LOCAL_SERVICE_ROLE_KEY)
    const { data } = await service.from(table).select('id, email').eq('email', email)
    expect(data).toEqual([{ id: expect.any(Number), email }])
    const read = await service.rpc('enquiry_for_delivery', { enquiry_id: data![0]!.id })
    expect(read.data).toMatchObject({ email, delivered_at: null })
    expect((await service.rpc('record_enquiry_delivery', { enquiry_id: data![0]!.id })).data).toBe(true)
    expect((await service.from('undelivered_enquiries').select('*')).error).toBeNull()
  })

  it('refuses several rows in one request and stores none', async () => {
    const emails = Array.from({ length: 10 }, () => uniqueSender().email)
    const response = await post(
      gateway.url,
      emails.map((email) => validRow(email)),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'PT400', message: 'Send one enquiry per request' })
    expect(await storedCount(emails)).toBe(0)
  })
})

describe('the gateway in front of it', () => {
  it('asks for one of the API keys, as Supabase does', async () => {
    const { email } = uniqueSender()
    for (const apikey of [undefined, 'not-a-key']) {
      const response = await fetch(`${backend.url}/rest/v1/${table}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(apikey && { apikey }) },
        body: JSON.stringify(validRow(email)),
      })
      expect(response.status).toBe(401)
    }
    expect(await storedCount([email])).toBe(0)
  })

  it('takes the address from the connection, whatever cf-connecting-ip or x-forwarded-for the caller sends', async () => {
    // Linux answers on all of 127/8: a loopback address of its own, and six messages on one connection.
    const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: '127.0.0.2' })
    const statuses: number[] = []
    const { email } = uniqueSender()
    for (let sent = 0; sent < 6; sent++) {
      const headers = { 'cf-connecting-ip': uniqueSender().address, 'x-forwarded-for': uniqueSender().address }
      statuses.push(
        await new Promise<number>((resolve, reject) =>
          request(
            `${gateway.url}/rest/v1/${table}`,
            {
              method: 'POST',
              agent,
              headers: { ...headers, apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
            },
            (response) => response.resume().on('end', () => resolve(response.statusCode!)),
          )
            .on('error', reject)
            .end(JSON.stringify(validRow(email))),
        ),
      )
    }
    agent.destroy()
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
    expect(
      (await gatewayPool.query(`select 1 from public.contact_form_submissions where client_address = '127.0.0.2'`))
        .rowCount,
    ).toBe(5)
  })

  it('lets only pages from this machine call it from a browser, since its keys are public', async () => {
    const preflight = (origin: string) =>
      fetch(`${backend.url}/rest/v1/${table}`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'apikey,authorization,content-type,idempotency-key,x-client-info',
        },
      })
    for (const origin of ['http://localhost:4173', 'http://127.0.0.1:39123', 'http://[::1]:4173']) {
      const response = await preflight(origin)
      expect(response.headers.get('access-control-allow-origin')).toMatch(/^(\*|http.*)$/)
      expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key')
    }
    for (const origin of ['https://evil.example', 'http://localhost.evil.example', 'null']) {
      const { status, headers } = await preflight(origin)
      expect({ origin, status, allowed: headers.get('access-control-allow-origin') }).toEqual({
        origin,
        status: 403,
        allowed: null,
      })
    }
  })

  it("gives a page on this machine anon's rights only: the public service key or a token signed with the public secret reads nothing", async () => {
    const { email } = uniqueSender()
    expect((await post(gateway.url, validRow(email))).status).toBe(201)
    // A token for the owner's role, signed with the development secret anyone can read.
    const header = Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')
    const payload = Buffer.from('{"role":"postgres"}').toString('base64url')
    const signature = createHmac('sha256', LOCAL_JWT_SECRET).update(`${header}.${payload}`).digest('base64url')
    const ownerToken = `${header}.${payload}.${signature}`
    const read = (origin: string | undefined, token: string, apikey = LOCAL_ANON_KEY) =>
      fetch(`${gateway.url}/rest/v1/${table}?email=eq.${encodeURIComponent(email)}`, {
        headers: { apikey, Authorization: `Bearer ${token}`, ...(origin && { Origin: origin }) },
      })
    for (const [apikey, token] of [
      [LOCAL_SERVICE_ROLE_KEY, LOCAL_SERVICE_ROLE_KEY],
      [LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY],
      [LOCAL_ANON_KEY, ownerToken],
    ] as const) {
      const response = await read('http://localhost:5173', token, apikey)
      expect({ status: response.status, listed: (await response.text()).includes(email) }).toEqual({
        status: 403,
        listed: false,
      })
    }
    // The team's own tools, which no page runs, still read it.
    expect(await (await read(undefined, LOCAL_SERVICE_ROLE_KEY, LOCAL_SERVICE_ROLE_KEY)).text()).toContain(email)
  })

  it('refuses a body larger than any enquiry, or of no stated length, before PostgREST reads it', async () => {
    const { address, email } = uniqueSender()
    const body = JSON.stringify({ ...validRow(email), message: 'a'.repeat(maxBodyBytes) })
    const statusOf = (chunked: boolean) =>
      new Promise<number>((resolve, reject) => {
        const call = request(`${gateway.url}/rest/v1/${table}`, {
          method: 'POST',
          headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json', 'cf-connecting-ip': address },
        })
        call.on('response', (response) => resolve(response.resume().statusCode!)).on('error', reject)
        if (chunked) call.write(body.slice(0, 1000))
        else call.setHeader('Content-Length', Buffer.byteLength(body))
        call.end(chunked ? body.slice(1000) : body)
      })
    expect(await statusOf(false)).toBe(413)
    expect(await statusOf(true), 'no length said').toBe(411)
    expect(await storedCount([email])).toBe(0)
  })

  // A page that points its own name at 127.0.0.1 (DNS rebinding) calls as its own origin, but names its host in Host.
  it('serves only requests addressed to localhost, 127.0.0.1 or [::1], so a rebound page can neither read nor write', async () => {
    const { address, email } = uniqueSender()
    await clientFrom(address).from(table).insert(validRow(email))
    const port = new URL(backend.url).port
    // HTTP/1.0 may leave Host out, and its answers are never chunked.
    const addressedTo = (host: string | undefined) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        let received = ''
        const lines = [
          `GET /rest/v1/${table}?email=eq.${encodeURIComponent(email)} HTTP/1.0`,
          ...(host === undefined ? [] : [`Host: ${host}`]),
          `apikey: ${LOCAL_SERVICE_ROLE_KEY}`,
          `Authorization: Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
        ]
        const socket = connect(Number(port), '127.0.0.1', () => socket.write(`${lines.join('\r\n')}\r\n\r\n`))
        socket.on('data', (chunk) => (received += chunk))
        socket.on('end', () => resolve({ status: Number(received.split(' ')[1]), body: received }))
        socket.on('error', reject)
      })
    for (const host of [`127.0.0.1:${port}`, `LOCALHOST:${port}`, `[::1]:${port}`]) {
      const { status, body } = await addressedTo(host)
      expect({ host, status, listed: body.includes(email) }).toEqual({ host, status: 200, listed: true })
    }
    // Another port, or none (80), is a request some other server passed on.
    const elsewhere = [`rebound.example:${port}`, `localhost.rebound.example:${port}`, 'localhost:5173', 'localhost']
    for (const host of [...elsewhere, undefined]) {
      const { status, body } = await addressedTo(host)
      expect({ host, status, listed: body.includes(email) }).toEqual({ host, status: 421, listed: false })
    }
  })
})
