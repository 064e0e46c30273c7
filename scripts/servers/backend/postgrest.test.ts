// The slice of PostgREST the backend answers: who may call, the rows a POST may carry, the headers passed on, and the
// answers to failed statements.
import type { IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import {
  CallerGone,
  claimsOf,
  forwardedHeaders,
  HttpError,
  isLocalHost,
  maxBodyBytes,
  maxJsonDepth,
  parseRows,
  readBody,
  rethrowAsHttp,
  statusForDatabaseError,
} from './postgrest.ts'

// Who is calling: the key each request must carry, and the roles and tokens refused with 401.

const secret = new TextEncoder().encode('a-test-secret-of-at-least-thirty-two-characters')
const token = (claims: Record<string, unknown>, key = secret, expires = '1h') =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(expires).sign(key)
const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage

/** The answer claimsOf refused `req` with. */
async function refusal(req: IncomingMessage) {
  const error = await claimsOf(req, secret).catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(HttpError)
  return { status: (error as HttpError).status, ...(error as HttpError).body }
}

describe('claimsOf', () => {
  it('reads the bearer token first, the apikey header otherwise', async () => {
    const apikey = await token({ role: 'anon' })
    const bearer = await token({ role: 'service_role' })
    expect(await claimsOf(request({ apikey, authorization: `Bearer ${bearer}` }), secret)).toMatchObject({
      role: 'service_role',
    })
    expect(await claimsOf(request({ apikey }), secret)).toMatchObject({ role: 'anon' })
  })

  it('runs a token that names no role as anon, keeping its other claims', async () => {
    expect(await claimsOf(request({ apikey: await token({ sub: 'visitor' }) }), secret)).toMatchObject({
      role: 'anon',
      sub: 'visitor',
    })
  })

  it('refuses a request without a key, with the hint to send one', async () => {
    expect(await refusal(request({}))).toMatchObject({
      status: 401,
      code: 'PGRST301',
      message: 'No API key found in request',
      hint: expect.stringContaining('apikey'),
    })
  })

  it('refuses a role the API cannot switch to, such as the database owner', async () => {
    expect(await refusal(request({ apikey: await token({ role: 'postgres' }) }))).toMatchObject({
      status: 401,
      code: 'PGRST301',
      message: 'The JWT asks for role "postgres", which the API cannot use',
    })
  })

  it('refuses a token signed with another secret, and tells an expired one apart', async () => {
    const forged = await token(
      { role: 'service_role' },
      new TextEncoder().encode('another-secret-of-at-least-thirty-two-characters'),
    )
    expect(await refusal(request({ apikey: forged }))).toMatchObject({
      status: 401,
      code: 'PGRST301',
      message: 'JWT could not be verified',
    })
    expect(await refusal(request({ apikey: await token({ role: 'anon' }, secret, '-1m') }))).toMatchObject({
      status: 401,
      code: 'PGRST303',
      message: 'JWT expired',
    })
  })
})

// The headers a request's transaction passes on to policies and triggers, with the caller's address as the hosted gateway sets it.

const connection = (headers: IncomingMessage['headers'], remoteAddress?: string) =>
  ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage

describe('forwardedHeaders', () => {
  it('passes every header on, a repeated one joined', () => {
    expect(
      forwardedHeaders(connection({ 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] }), false),
    ).toEqual({ 'content-type': 'application/json', 'set-cookie': 'a=1, b=2' })
  })

  it('appends the connection to x-forwarded-for and counts it as the caller, whatever address the caller claims', () => {
    const headers = forwardedHeaders(
      connection({ 'x-forwarded-for': '203.0.113.9', 'cf-connecting-ip': '203.0.113.9' }, '::ffff:192.0.2.7'),
      false,
    )
    expect(headers).toMatchObject({ 'x-forwarded-for': '203.0.113.9, 192.0.2.7', 'cf-connecting-ip': '192.0.2.7' })
  })

  it('keeps the caller a trusted proxy named, and names the connection when the proxy named none', () => {
    expect(
      forwardedHeaders(connection({ 'cf-connecting-ip': '203.0.113.9' }, '127.0.0.1'), true)['cf-connecting-ip'],
    ).toBe('203.0.113.9')
    expect(forwardedHeaders(connection({}, '127.0.0.1'), true)['cf-connecting-ip']).toBe('127.0.0.1')
  })
})

// PostgREST's answers to a failed statement: the status for each SQLSTATE, and the body supabase-js reads.

describe('statusForDatabaseError', () => {
  it.each([
    ['23514', 'anon', 400],
    ['23502', 'anon', 400],
    ['P0001', 'anon', 400],
    ['23505', 'anon', 409],
    ['23503', 'anon', 409],
    ['42501', 'anon', 401],
    ['42501', 'authenticated', 403],
    ['PT429', 'anon', 429],
    ['PT418', 'anon', 418],
    ['42P01', 'anon', 404],
    ['08006', 'anon', 503],
    ['53300', 'anon', 503],
    ['XX000', 'anon', 500],
    ['57014', 'anon', 500],
    ['57P01', 'anon', 503],
    ['22001', 'anon', 400],
  ])('maps %s as %s to %i, as PostgREST does', (code, role, status) => {
    expect(statusForDatabaseError(code, role)).toBe(status)
  })
})

describe('rethrowAsHttp', () => {
  /** What rethrowAsHttp threw for `error`, raised in a transaction run as `role`. */
  function thrown(error: unknown, role = 'anon') {
    try {
      rethrowAsHttp(error, role)
    } catch (caught) {
      return caught
    }
  }

  it("answers a statement's failure with its status and the database's own words, in the four fields supabase-js reads", () => {
    const answer = thrown({ code: '23514', message: 'violates check', detail: 'Failing row' }) as HttpError
    expect(answer).toBeInstanceOf(HttpError)
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 400,
      body: { code: '23514', message: 'violates check', details: 'Failing row', hint: null },
    })
    expect((thrown({ code: '42501', message: 'permission denied' }, 'authenticated') as HttpError).status).toBe(403)
    expect((thrown({ code: 'PT429', message: 'Too many', detail: 'd', hint: 'h' }) as HttpError).body).toEqual({
      code: 'PT429',
      message: 'Too many',
      details: 'd',
      hint: 'h',
    })
  })

  it('answers a lost connection, which has no SQLSTATE, with 503 as PostgREST does', () => {
    for (const error of [
      new Error('Connection terminated unexpectedly'),
      { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' },
    ]) {
      const answer = thrown(error) as HttpError
      expect({ status: answer.status, code: answer.body.code, details: answer.body.details }).toEqual({
        status: 503,
        code: 'PGRST001',
        details: error.message,
      })
    }
  })

  it('lets an answer already made, and a caller that went away, pass through as they are', () => {
    const made = new HttpError(404, 'PGRST205', 'no such table')
    const gone = new CallerGone()
    expect(thrown(made)).toBe(made)
    expect(thrown(gone)).toBe(gone)
  })
})

// The rows a POST asks to insert: the shapes PostgREST accepts, and the bodies refused before anything walks them.

/** What parsing `body` was refused with. */
function parseRefusal(body: string) {
  try {
    parseRows(body)
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError)
    return { status: (error as HttpError).status, ...(error as HttpError).body }
  }
  throw new Error(`${body} was accepted`)
}

describe('parseRows', () => {
  it('takes one object as one row, and an array of objects as several', () => {
    expect(parseRows('{"name":"Asha"}')).toEqual([{ name: 'Asha' }])
    expect(parseRows('[{"name":"Asha","email":"a@example.com"},{"email":"b@example.com","name":"Ben"}]')).toHaveLength(
      2,
    )
  })

  it.each(['', '{"name":', 'null', '"text"', '[]', '[1, 2]', '[[]]', '[{"name":"Asha"}, null]'])(
    'refuses %j as empty or invalid json',
    (body) => {
      expect(parseRefusal(body)).toMatchObject({ status: 400, code: 'PGRST102', message: 'Empty or invalid json' })
    },
  )

  it('refuses rows whose keys differ, as PostgREST does', () => {
    expect(parseRefusal('[{"name":"Asha"},{"email":"b@example.com"}]')).toEqual({
      status: 400,
      code: 'PGRST102',
      message: 'All object keys must match',
      details: null,
      hint: null,
    })
  })

  it('refuses JSON nested deeper than the bound without walking it, at any depth beyond it', () => {
    const nested = (depth: number) => `{"name":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`
    expect(parseRows(nested(maxJsonDepth))).toHaveLength(1)
    expect(parseRefusal(nested(maxJsonDepth + 1))).toMatchObject({
      status: 400,
      details: `JSON nested more than ${maxJsonDepth} levels deep`,
    })
    expect(parseRefusal(nested(100_000))).toMatchObject({
      status: 400,
      details: `JSON nested more than ${maxJsonDepth} levels deep`,
    })
  })
})

describe('readBody', () => {
  it('joins the chunks as they arrive, a character split between two included', async () => {
    const bytes = Buffer.from('{"name":"आशा"}')
    expect(await readBody(Readable.from([bytes.subarray(0, 11), bytes.subarray(11)]))).toBe('{"name":"आशा"}')
  })

  it('refuses a body over the bound with 413 once the bound is passed, reading no further', async () => {
    let chunksRead = 0
    const chunk = Buffer.alloc(64 * 1024, 'x')
    async function* endless() {
      for (;;) {
        chunksRead++
        yield chunk
      }
    }
    await expect(readBody(endless())).rejects.toMatchObject({
      status: 413,
      body: { code: 'PGRST413', message: 'Request body too large' },
    })
    expect(chunksRead).toBe(maxBodyBytes / chunk.length + 1)
  })
})

describe('isLocalHost', () => {
  it.each(['localhost', 'localhost:54321', 'LocalHost:4173', '127.0.0.1', '127.0.0.1:54321', '[::1]', '[::1]:54321'])(
    'accepts %s, a name of this machine on any port',
    (host) => {
      expect(isLocalHost(host)).toBe(true)
    },
  )

  it.each([
    ['a rebound name', 'rebound.example:54321'],
    ['a name that starts like this machine', 'localhost.rebound.example'],
    ['a name that embeds the address', '127.0.0.1.nip.io:54321'],
    ['a bare IPv6 address', '::1'],
    ['a port that is not a number', 'localhost:x'],
    ['an empty Host', ''],
    ['no Host at all (HTTP/1.0)', undefined],
  ])('refuses %s', (_case, host) => {
    expect(isLocalHost(host)).toBe(false)
  })
})
