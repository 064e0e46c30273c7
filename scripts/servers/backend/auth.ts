/**
 * Who is calling: the JWT in the Authorization or apikey header, checked against the project's
 * secret, and the role it asks for, which must be one a Supabase project's API can switch to.
 */
import type { IncomingMessage } from 'node:http'
import { errors as joseErrors, jwtVerify } from 'jose'
import { HttpError } from './errors.ts'

/** The JWT's claims, with the role it runs as: anon when it names none. */
export type Claims = Record<string, unknown> & { role: string }

export const anonRole = 'anon'
const apiRoles = new Set([anonRole, 'authenticated', 'service_role'])

/** The caller's verified claims; a missing, forged or expired token, or a role the API cannot use, is a 401. */
export async function claimsOf(req: IncomingMessage, secret: Uint8Array): Promise<Claims> {
  const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]
  const apikey = req.headers.apikey
  const token = bearer ?? (typeof apikey === 'string' ? apikey : undefined)
  if (!token) {
    throw new HttpError(401, {
      code: 'PGRST301',
      message: 'No API key found in request',
      details: null,
      hint: 'Send the anon key in the apikey and Authorization headers.',
    })
  }
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] })
    const role = typeof payload.role === 'string' ? payload.role : anonRole
    if (!apiRoles.has(role))
      throw new HttpError(401, {
        code: 'PGRST301',
        message: `The JWT asks for role "${role}", which the API cannot use`,
        details: null,
        hint: null,
      })
    return { ...payload, role }
  } catch (error) {
    if (error instanceof HttpError) throw error
    const message = error instanceof joseErrors.JWTExpired ? 'JWT expired' : 'JWT could not be verified'
    throw new HttpError(401, {
      code: error instanceof joseErrors.JWTExpired ? 'PGRST303' : 'PGRST301',
      message,
      details: error instanceof Error ? error.message : null,
      hint: null,
    })
  }
}
