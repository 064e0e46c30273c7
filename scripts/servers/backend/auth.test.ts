// Who is calling: the key each request must carry, and the roles and tokens refused with 401.
import type { IncomingMessage } from 'node:http'
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { claimsOf } from './auth.ts'
import { HttpError } from './errors.ts'

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
