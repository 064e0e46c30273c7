/** PostgREST's answer to a failed statement: the HTTP status for its SQLSTATE, and the body built from the database's own words. */
import { anonRole } from './auth.ts'
import { CallerGone, HttpError, type PostgrestError } from './errors.ts'

export interface DatabaseError {
  code?: string
  message?: string
  detail?: string
  hint?: string
}

/** PostgREST's mapping from a PostgreSQL error code to an HTTP status. */
export function statusForDatabaseError(code: string | undefined, role: string): number {
  if (!code) return 500
  const custom = /^PT(\d{3})$/.exec(code)
  if (custom) return Number(custom[1])
  if (code === '42501') return role === anonRole ? 401 : 403
  if (code === '23503' || code === '23505') return 409
  if (code === '25006') return 405
  if (code === '42883' || code === '42P01') return 404
  // The server ended the session (shut down, crashed, restarting): a lost connection, which PostgREST answers 503.
  if (code === '57P01' || code === '57P02' || code === '57P03') return 503
  if (code === '42P17' || code === '57014') return 500
  if (code === 'P0001') return 400
  const family = code.slice(0, 2)
  if (family === '08' || family === '53') return 503
  if (family === '0L' || family === '0P' || family === '28') return 403
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(family))
    return 500
  return 400
}

export function errorBody(error: DatabaseError): PostgrestError {
  return {
    code: error.code ?? '',
    message: error.message ?? 'Unknown error',
    details: error.detail ?? null,
    hint: error.hint ?? null,
  }
}

/** Throws what a transaction run as `role` failed with as its answer; an answer already made, or a caller gone, passes through. */
export function rethrowAsHttp(error: unknown, role: string): never {
  if (error instanceof HttpError || error instanceof CallerGone) throw error
  const databaseError = error as DatabaseError
  // No SQLSTATE: the database could not be reached or dropped the connection. PostgREST answers 503.
  if (!databaseError.code || !/^[0-9A-Z]{5}$/.test(databaseError.code)) {
    throw new HttpError(503, {
      code: 'PGRST001',
      message: 'Database client error. Retrying the connection.',
      details: databaseError.message ?? null,
      hint: null,
    })
  }
  throw new HttpError(statusForDatabaseError(databaseError.code, role), errorBody(databaseError))
}
