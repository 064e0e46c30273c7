/**
 * A request's transaction as PostgREST prepares it: the table's columns from a schema cache, then
 * the JWT's role with `request.jwt.claims`, `request.headers`, method and path set, so grants,
 * row-level security, constraints and triggers decide what the caller may do.
 */
import type { IncomingMessage } from 'node:http'
import type { Claims } from './auth.ts'
import type { Queryable } from './database.ts'
import { HttpError } from './errors.ts'
import { quote } from './sqlNames.ts'

/** One request against one table, by a verified caller. */
export interface CallerRequest {
  req: IncomingMessage
  claims: Claims
  table: string
  /** The URL's path, as PostgREST sets request.path. */
  path: string
}

export interface CallerSession {
  /** The table's columns; a 404 for a table the API does not have. Read before switching role. */
  columnsOf(tx: Queryable, table: string): Promise<ReadonlySet<string>>
  /** Switches to the JWT's role and sets what PostgREST sets, for policies and triggers to read. */
  actAs(tx: Queryable, request: CallerRequest): Promise<void>
}

/** `trustProxy`: keep a cf-connecting-ip that a proxy in front set (see RestOptions). */
export function createCallerSession(trustProxy: boolean): CallerSession {
  // Like PostgREST's schema cache: read once per table, as the migrations were applied at start.
  const columnCache = new Map<string, Set<string>>()

  return {
    async columnsOf(tx, table) {
      const cached = columnCache.get(table)
      if (cached) return cached
      const { rows } = await tx.query<{ column_name: string }>(
        `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1`,
        [table],
      )
      // information_schema only lists what the current role may see, so this runs before switching role.
      if (rows.length === 0) {
        throw new HttpError(404, {
          code: 'PGRST205',
          message: `Could not find the table 'public.${table}' in the schema cache`,
          details: null,
          hint: null,
        })
      }
      const columns = new Set(rows.map((row) => row.column_name))
      columnCache.set(table, columns)
      return columns
    },

    async actAs(tx, { req, claims, path }) {
      await tx.query(
        `select set_config('request.jwt.claims', $1, true), set_config('request.headers', $2, true),
              set_config('request.method', $3, true), set_config('request.path', $4, true)`,
        [JSON.stringify(claims), JSON.stringify(forwardedHeaders(req, trustProxy)), req.method, path],
      )
      await tx.query(`set local role ${quote(claims.role)}`)
    },
  }
}

/**
 * The request's headers as PostgREST passes them on, plus what the API gateway in front of a hosted
 * project adds: the caller's address appended to x-forwarded-for and set as cf-connecting-ip.
 */
export function forwardedHeaders(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  trustProxy: boolean,
): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value
  }
  const peer = req.socket.remoteAddress?.replace(/^::ffff:/, '')
  if (peer) {
    headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${peer}` : peer
    if (!trustProxy || !headers['cf-connecting-ip']) headers['cf-connecting-ip'] = peer
  }
  return headers
}
