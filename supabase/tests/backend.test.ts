import { randomUUID } from 'node:crypto'
import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import { Agent, request, type IncomingMessage, type ServerResponse } from 'node:http'
import { connect } from 'node:net'
import { createClient } from '@supabase/supabase-js'
import { SignJWT } from 'jose'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET } from '../../scripts/localSettings.ts'
import { startBackend, type RunningBackend } from '../../scripts/servers/backend/server.ts'
import { freshDatabase, uniqueSender, validRow } from './support.ts'

// The local backend over a real PostgreSQL server, driven by the same client library the site uses.
// `backend` trusts the cf-connecting-ip its callers send, so each test can be its own visitor;
// `gateway` behaves as the hosted gateway does and takes the address from the connection.
let backend: RunningBackend
let gateway: RunningBackend
let pool: pg.Pool

beforeAll(async () => {
  const databaseUrl = await freshDatabase()
  backend = await startBackend({ port: 0, databaseUrl, trustProxy: true })
  gateway = await startBackend({ port: 0, databaseUrl })
  pool = new pg.Pool({ connectionString: databaseUrl })
  // The test that drops connections drops this pool's too.
  pool.on('error', () => {})
})
afterAll(async () => {
  await backend.close()
  await gateway.close()
  await pool.end()
})

function clientFrom(address: string, key = LOCAL_ANON_KEY) {
  return createClient(backend.url, key, {
    auth: { persistSession: false },
    global: { headers: { 'cf-connecting-ip': address } },
  })
}

const post = (url: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/rest/v1/${table}`, {
    method: 'POST',
    headers: {
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${LOCAL_ANON_KEY}`,
      'Content-Type': 'application/json',
      ...headers,
    },
    body,
  })
const serviceKey = () =>
  new SignJWT({ role: 'service_role' })
    .setProtectedHeader({ alg: 'HS256' })
    .sign(new TextEncoder().encode(LOCAL_JWT_SECRET))
const storedCount = async (emails: string[]) =>
  (await pool.query('select 1 from public.contact_form_submissions where email = any($1)', [emails])).rowCount

const table = 'contact_form_submissions'

/** Posts one enquiry to `url` through `agent` and answers the status. */
function postOver(agent: Agent, url: string, headers: Record<string, string>, email: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headersSent = {
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${LOCAL_ANON_KEY}`,
      'Content-Type': 'application/json',
      ...headers,
    }
    const sending = request(`${url}/rest/v1/${table}`, { method: 'POST', agent, headers: headersSent }, (response) => {
      response.resume().on('end', () => resolve(response.statusCode ?? 0))
    })
    sending.on('error', reject)
    sending.end(JSON.stringify(validRow(email)))
  })
}

/** Writes `text` as it is on a new connection to `url` and reads the whole answer: for what fetch will not send. */
function exchange(url: string, text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    let received = ''
    const { hostname, port } = new URL(url)
    const socket = connect(Number(port), hostname, () => socket.write(text))
    socket.on('data', (chunk) => (received += chunk))
    socket.on('end', () =>
      resolve({ status: Number(received.split(' ')[1]), body: received.slice(received.indexOf('\r\n\r\n') + 4) }),
    )
    socket.on('error', reject)
  })
}

/**
 * Resolves once a backend in this process has seen the caller of the request that names `address`
 * in cf-connecting-ip go away. Node announces each request its HTTP servers start, and this listener
 * is on the answer before the backend's own.
 */
function callerGoneFromBackend(address: string): Promise<void> {
  return new Promise((resolve) => {
    const onRequest = (message: unknown) => {
      const { request, response } = message as { request: IncomingMessage; response: ServerResponse }
      if (request.headers['cf-connecting-ip'] !== address) return
      unsubscribe('http.server.request.start', onRequest)
      response.once('close', () => resolve())
    }
    subscribe('http.server.request.start', onRequest)
  })
}

describe('the local backend, as PostgREST', () => {
  it('stores a valid insert and answers 201 with an empty body', async () => {
    const { address, email } = uniqueSender()
    const { error, status, data } = await clientFrom(address).from(table).insert(validRow(email))
    expect({ error, status, data }).toEqual({ error: null, status: 201, data: null })
    const { rows } = await pool.query(
      'select name, client_address from public.contact_form_submissions where email = $1',
      [email],
    )
    expect(rows).toEqual([{ name: 'Asha Rao', client_address: address }])
  })

  it('answers 201 to an enquiry sent again with its key, 409 to a different one with that key, and stores one row', async () => {
    const { address, email } = uniqueSender()
    const headers = { 'cf-connecting-ip': address, 'Idempotency-Key': crypto.randomUUID() }
    const enquiry = validRow(email)
    expect((await post(backend.url, JSON.stringify(enquiry), headers)).status).toBe(201)
    expect((await post(backend.url, JSON.stringify(enquiry), headers)).status).toBe(201)
    const other = await post(
      backend.url,
      JSON.stringify({ ...enquiry, message: 'Something else entirely, sent with the same key.' }),
      headers,
    )
    expect(other.status).toBe(409)
    expect(await other.json()).toMatchObject({ code: 'PT409', message: expect.stringContaining('Idempotency-Key') })
    expect(await storedCount([email])).toBe(1)
  })

  it('answers a refused check with 400 and the PostgreSQL error', async () => {
    const { address, email } = uniqueSender()
    const { error, status } = await clientFrom(address)
      .from(table)
      .insert({ ...validRow(email), email: 'asha@localhost' })
    expect(status).toBe(400)
    // No "Failing row contains …" details: PostgreSQL shows row data only to roles that may read it.
    expect(error).toEqual({
      code: '23514',
      message: expect.stringContaining('contact_form_submissions_email_check'),
      details: null,
      hint: null,
    })
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
    const { address, email } = uniqueSender()
    for (let sent = 0; sent < 5; sent++)
      expect((await clientFrom(address).from(table).insert(validRow(email))).status).toBe(201)
    const { error, status } = await clientFrom(address).from(table).insert(validRow(email))
    expect(status).toBe(429)
    expect(error?.code).toBe('PT429')
  })

  it('refuses a column the caller may not write, and one that does not exist', async () => {
    const { address, email } = uniqueSender()
    const client = clientFrom(address)
    expect(await client.from(table).insert({ ...validRow(email), client_address: '1.1.1.1' })).toMatchObject({
      status: 401,
      error: { code: '42501' },
    })
    expect(await client.from(table).insert({ ...validRow(email), nickname: 'x' })).toMatchObject({
      status: 400,
      error: { code: 'PGRST204' },
    })
    expect(await client.from('no_such_table').insert({ name: 'x' })).toMatchObject({
      status: 404,
      error: { code: 'PGRST205' },
    })
  })

  it('checks the JWT: a forged or missing key gets 401 and stores nothing', async () => {
    const { address, email } = uniqueSender()
    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not-the-secret-not-the-secret-not-the-secret'))
    expect(await clientFrom(address, forged).from(table).insert(validRow(email))).toMatchObject({
      status: 401,
      error: { code: 'PGRST301' },
    })
    const bare = await fetch(`${backend.url}/rest/v1/${table}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validRow(email)),
    })
    expect(bare.status).toBe(401)
    expect((await pool.query('select 1 from public.contact_form_submissions where email = $1', [email])).rowCount).toBe(
      0,
    )
  })

  it('lets the service role read what was stored, as `npm run submissions` does', async () => {
    const { address, email } = uniqueSender()
    await clientFrom(address).from(table).insert(validRow(email))
    const { data, error } = await clientFrom(address, await serviceKey())
      .from(table)
      .select('*')
    expect(error).toBeNull()
    expect(data).toEqual(expect.arrayContaining([expect.objectContaining({ email, name: 'Asha Rao' })]))
  })

  it("calls the database's functions for the service role, as notify-enquiry does, and refuses them to anon", async () => {
    const { address, email } = uniqueSender()
    await clientFrom(address).from(table).insert(validRow(email))
    const { rows } = await pool.query('select id from public.contact_form_submissions where email = $1', [email])
    const service = clientFrom(address, await serviceKey())
    const read = await service.rpc('enquiry_for_delivery', { enquiry_id: rows[0].id })
    expect(read.error).toBeNull()
    expect(read.data).toMatchObject({ email, name: 'Asha Rao', delivered_at: null })
    expect((await service.rpc('record_enquiry_delivery', { enquiry_id: rows[0].id })).data).toBe(true)
    expect((await service.rpc('enquiry_for_delivery', { enquiry_id: 0 })).data).toBeNull()

    const refused = await clientFrom(address).rpc('enquiry_for_delivery', { enquiry_id: rows[0].id })
    expect(refused.status).toBe(401)
    expect(refused.error?.code).toBe('42501')
    expect((await clientFrom(address).rpc('no_such_function', {})).status).toBe(404)
  })

  it('answers a CORS preflight for the headers the browser asks about', async () => {
    const response = await fetch(`${backend.url}/rest/v1/${table}`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey,authorization,content-type,x-client-info',
      },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4173')
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    expect(response.headers.get('access-control-allow-headers')).toBe('apikey,authorization,content-type,x-client-info')
  })

  it('keeps nothing when the caller gives up before the insert commits, so trying again stores one row', async () => {
    // An insert from a +held address waits in this trigger for as long as the test holds the lock named after its email.
    await pool.query(`
      create or replace function public.held_for_test() returns trigger language plpgsql as $$
      begin
        if new.email like '%+held@%' then perform pg_advisory_xact_lock(hashtextextended('held for a test: ' || new.email, 0)); end if;
        return new;
      end $$;
      create trigger held_for_test before insert on public.contact_form_submissions for each row execute function public.held_for_test();
    `)
    const { address } = uniqueSender()
    const email = `visitor-${randomUUID()}+held@example.com`
    const holder = await pool.connect()
    try {
      await holder.query(`select pg_advisory_lock(hashtextextended('held for a test: ' || $1, 0))`, [email])
      const waitingForHolder = async () =>
        (
          await holder.query<{ pid: number }>(
            'select pid from pg_stat_activity where pg_backend_pid() = any(pg_blocking_pids(pid))',
          )
        ).rows.map((row) => row.pid)
      const callerGone = callerGoneFromBackend(address)
      const giveUp = new AbortController()
      const answer = clientFrom(address)
        .from(table)
        .insert(validRow(email))
        .abortSignal(giveUp.signal)
        .then(({ error }) => error)

      // The insert is in the database, held; the caller gives up, and the backend sees it go.
      await expect.poll(waitingForHolder, { timeout: 30_000 }).toHaveLength(1)
      const [held] = await waitingForHolder()
      giveUp.abort()
      expect(await answer).not.toBeNull()
      await callerGone

      // Let go, the backend finishes the statement, finds its caller gone, and rolls back.
      await holder.query(`select pg_advisory_unlock(hashtextextended('held for a test: ' || $1, 0))`, [email])
      await expect
        .poll(
          async () =>
            (await pool.query('select 1 from pg_stat_activity where pid = $1 and xact_start is not null', [held]))
              .rowCount,
          { timeout: 30_000 },
        )
        .toBe(0)
      expect(
        (await pool.query('select 1 from public.contact_form_submissions where email = $1', [email])).rowCount,
      ).toBe(0)
    } finally {
      // Ending its session lets go of the lock whatever happened above.
      holder.release(true)
    }

    expect((await clientFrom(address).from(table).insert(validRow(email))).status).toBe(201)
    expect((await pool.query('select 1 from public.contact_form_submissions where email = $1', [email])).rowCount).toBe(
      1,
    )
    await pool.query('drop trigger held_for_test on public.contact_form_submissions')
  })

  it('answers malformed JSON with 400', async () => {
    const response = await fetch(`${backend.url}/rest/v1/${table}`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
      body: '{"name":',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'PGRST102' })
  })

  it('stores a message once when its retry carries the same idempotency key', async () => {
    const { address, email } = uniqueSender()
    const key = randomUUID()
    for (let attempt = 0; attempt < 3; attempt++) {
      const { status, error } = await clientFrom(address)
        .from(table)
        .insert(validRow(email))
        .setHeader('Idempotency-Key', key)
      expect({ status, error }).toEqual({ status: 201, error: null })
    }
    expect(await storedCount([email])).toBe(1)
  })

  it('answers request lines that no URL parser accepts, and keeps serving', async () => {
    for (const target of ['//[', 'http://%zz', '//999.999.999.999999', 'http://:99999', '//a:99999/rest/v1/x']) {
      const { status } = await exchange(
        backend.url,
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      )
      expect({ target, status }).toEqual({ target, status: expect.toBeOneOf([400, 404]) })
    }
    const { address, email } = uniqueSender()
    expect((await clientFrom(address).from(table).insert(validRow(email))).status).toBe(201)
  })

  it('lets only pages from this machine call it from a browser, since its keys are public', async () => {
    const preflight = (origin: string) =>
      fetch(`${backend.url}/rest/v1/${table}`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'apikey,authorization',
        },
      })
    for (const origin of ['http://localhost:4173', 'http://127.0.0.1:39123', 'http://[::1]:4173'])
      expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBe(origin)
    for (const origin of ['https://evil.example', 'http://localhost.evil.example', 'null'])
      expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBeNull()
  })

  it('refuses a body far larger than any enquiry with 413', async () => {
    const response = await post(
      backend.url,
      JSON.stringify({ ...validRow(uniqueSender().email), message: 'x'.repeat(300 * 1024) }),
      { 'cf-connecting-ip': uniqueSender().address },
    )
    expect(response.status).toBe(413)
  })

  it('answers every body that is not one JSON object of matching keys with 400, never 500', async () => {
    const deep = `{"name":${'['.repeat(50_000)}${']'.repeat(50_000)}}`
    for (const body of [
      '"text"',
      '42',
      'null',
      'true',
      '[1, 2]',
      '[]',
      '[[{}]]',
      '[{"name":"a"},{"email":"b"}]',
      deep,
      '{"name": "a"',
      '\u0000',
    ]) {
      const response = await post(backend.url, body, { 'cf-connecting-ip': uniqueSender().address })
      expect({ body: body.slice(0, 30), status: response.status }).toEqual({ body: body.slice(0, 30), status: 400 })
      expect(await response.json()).toMatchObject({ code: 'PGRST102' })
    }
  })
})

describe('the local backend, against DNS rebinding', () => {
  // A page that points its own name at 127.0.0.1 calls the backend as its own origin, with keys
  // anyone can know, but the browser still names the page's host in Host. fetch sets Host itself.
  it('serves only requests addressed to localhost, 127.0.0.1 or [::1], so a rebound page can neither read nor write', async () => {
    const { address, email } = uniqueSender()
    await clientFrom(address).from(table).insert(validRow(email))
    const readKey = await serviceKey()
    // HTTP/1.0 may leave Host out, and its answers are never chunked, so each body reads as it is.
    const addressedTo = (host: string | undefined, method = 'GET', key = readKey, body = '') =>
      exchange(
        backend.url,
        [
          `${method} /rest/v1/${table} HTTP/1.0`,
          ...(host === undefined ? [] : [`Host: ${host}`]),
          `apikey: ${key}`,
          `Authorization: Bearer ${key}`,
          `cf-connecting-ip: ${uniqueSender().address}`,
          'Content-Type: application/json',
          `Content-Length: ${Buffer.byteLength(body)}`,
          '',
          body,
        ].join('\r\n'),
      )
    const port = new URL(backend.url).port

    for (const host of [`127.0.0.1:${port}`, 'LOCALHOST:54321', `[::1]:${port}`, 'localhost']) {
      const { status, body } = await addressedTo(host)
      expect({ host, status, listed: body.includes(email) }).toEqual({ host, status: 200, listed: true })
    }
    for (const host of [`rebound.example:${port}`, `localhost.rebound.example:${port}`, undefined]) {
      const { status, body } = await addressedTo(host)
      expect({ host, status, body: JSON.parse(body) }).toEqual({
        host,
        status: 421,
        body: {
          code: 'PGRST421',
          message: expect.stringContaining('only to localhost, 127.0.0.1 and [::1]'),
          details: expect.any(String),
          hint: null,
        },
      })
    }
    const enquiry = validRow(uniqueSender().email)
    expect((await addressedTo(`rebound.example:${port}`, 'POST', LOCAL_ANON_KEY, JSON.stringify(enquiry))).status).toBe(
      421,
    )
    expect(await storedCount([enquiry.email])).toBe(0)
  })
})

describe('the local backend, as the hosted gateway', () => {
  it('takes the address from the connection, whatever cf-connecting-ip or x-forwarded-for the caller sends', async () => {
    const { email } = uniqueSender()
    const response = await post(gateway.url, JSON.stringify(validRow(email)), {
      'cf-connecting-ip': '203.0.113.7',
      'x-forwarded-for': '198.51.100.1',
    })
    expect(response.status).toBe(201)
    expect(
      (await pool.query('select client_address from public.contact_form_submissions where email = $1', [email])).rows,
    ).toEqual([{ client_address: '127.0.0.1' }])
  })

  // Each case has a loopback address of its own (Linux answers on all of 127/8), so no other test's
  // messages count against it, and sends all its messages on one connection, as a flooder would.
  it.each([
    ['cf-connecting-ip', '127.0.0.2'],
    ['x-forwarded-for', '127.0.0.3'],
  ])(
    'counts every message against the connection, whatever new %s each one names',
    async (header, connectionAddress) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: connectionAddress })
      const statuses: number[] = []
      const { email } = uniqueSender()
      for (let sent = 0; sent < 6; sent++)
        statuses.push(await postOver(agent, gateway.url, { [header]: uniqueSender().address }, email))
      agent.destroy()
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
      expect(
        (
          await pool.query('select 1 from public.contact_form_submissions where client_address = $1', [
            connectionAddress,
          ])
        ).rowCount,
      ).toBe(5)
    },
  )

  it('refuses a thousand rows in one request, even with an empty x-forwarded-for, and stores none', async () => {
    const emails = Array.from({ length: 1000 }, () => uniqueSender().email)
    const response = await post(gateway.url, JSON.stringify(emails.map((email) => validRow(email))), {
      'x-forwarded-for': ',',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'PT400', message: 'Send one enquiry per request' })
    expect(await storedCount(emails)).toBe(0)
  })

  it('survives the database dropping its connections, and answers again once it can', async () => {
    const emails: string[] = []
    const send = () => {
      const { address, email } = uniqueSender()
      emails.push(email)
      return post(backend.url, JSON.stringify(validRow(email)), { 'cf-connecting-ip': address }).then(
        (response) => response.status,
      )
    }
    // Idle connections and busy ones: the pool keeps some open between requests.
    await Promise.all(Array.from({ length: 10 }, send))
    const inFlight = Array.from({ length: 20 }, send)
    await pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    )
    const statuses = await Promise.all(inFlight)
    // Each answer is a stored row or the 503 a client retries on; none is a crash.
    expect(statuses.filter((status) => status !== 201 && status !== 503)).toEqual([])

    await expect.poll(send, { timeout: 30_000 }).toBe(201)
    const { address, email } = uniqueSender()
    expect((await clientFrom(address).from(table).insert(validRow(email))).status).toBe(201)
  })
})
