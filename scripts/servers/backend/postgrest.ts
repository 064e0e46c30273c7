import type { IncomingMessage, ServerResponse } from 'node:http'
import { errors as joseErrors, jwtVerify } from 'jose'
import type { Database, Queryable } from './database.ts'
import { isLocalHost, isLocalOrigin } from './thisMachine.ts'

/**
 * The slice of PostgREST the site relies on, answering as PostgREST does because supabase-js reads
 * those answers: `POST /rest/v1/<table>` inserts, `GET /rest/v1/<table>` lists (for
 * `npm run submissions`), CORS preflights. Every request runs in one transaction as the role in its
 * JWT, with `request.jwt.claims` and `request.headers` set, so grants, row-level security,
 * constraints and triggers decide what is allowed, exactly as on a hosted project.
 */

export interface PostgrestError {
  code: string
  message: string
  details: string | null
  hint: string | null
}

interface DatabaseError {
  code?: string
  message?: string
  detail?: string
  hint?: string
}

/** The caller went away before the insert committed: it was rolled back, and there is nobody to answer. */
class CallerGone extends Error {}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: PostgrestError,
  ) {
    super(body.message)
  }
}

/** The roles a JWT may ask for: the ones a Supabase project's API can switch to. */
const apiRoles = new Set(['anon', 'authenticated', 'service_role'])
const anonRole = 'anon'
// The form's largest enquiry is about 20 KB; a bound well above it keeps a hostile body cheap to refuse.
const maxBodyBytes = 256 * 1024
/** Deeper JSON than this is refused before anything tries to walk it (a stack overflow is not an answer). */
const maxJsonDepth = 64
const identifier = /^[A-Za-z_][A-Za-z0-9_]*$/

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
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(family)) return 500
  return 400
}

export function errorBody(error: DatabaseError): PostgrestError {
  return { code: error.code ?? '', message: error.message ?? 'Unknown error', details: error.detail ?? null, hint: error.hint ?? null }
}

const quote = (name: string) => `"${name}"`

export interface RestOptions {
  jwtSecret: string
  /**
   * The backend plays the part of the hosted gateway, which sets cf-connecting-ip to the connection's
   * address and replaces whatever the caller sent. With a trusted proxy in front (the tests, which
   * speak for many visitors from one machine), a cf-connecting-ip that proxy set is kept instead.
   */
  trustProxy?: boolean
  /**
   * Called with the rows an insert stored, once they are committed and the caller has its answer
   * (the local backend's Database Webhook). Rows a trigger skipped, such as a retry already
   * stored, are not among them.
   */
  onInsert?: (table: string, records: Record<string, unknown>[]) => void
}

export function createRestHandler(db: Database, { jwtSecret, trustProxy = false, onInsert }: RestOptions) {
  const secret = new TextEncoder().encode(jwtSecret)

  async function claimsOf(req: IncomingMessage): Promise<Record<string, unknown> & { role: string }> {
    const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]
    const apikey = req.headers.apikey
    const token = bearer ?? (typeof apikey === 'string' ? apikey : undefined)
    if (!token) {
      throw new HttpError(401, { code: 'PGRST301', message: 'No API key found in request', details: null, hint: 'Send the anon key in the apikey and Authorization headers.' })
    }
    try {
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] })
      const role = typeof payload.role === 'string' ? payload.role : anonRole
      if (!apiRoles.has(role)) throw new HttpError(401, { code: 'PGRST301', message: `The JWT asks for role "${role}", which the API cannot use`, details: null, hint: null })
      return { ...payload, role }
    } catch (error) {
      if (error instanceof HttpError) throw error
      const message = error instanceof joseErrors.JWTExpired ? 'JWT expired' : 'JWT could not be verified'
      throw new HttpError(401, { code: error instanceof joseErrors.JWTExpired ? 'PGRST303' : 'PGRST301', message, details: error instanceof Error ? error.message : null, hint: null })
    }
  }

  // Like PostgREST's schema cache: read once per table, as the migrations were applied at start.
  const columnCache = new Map<string, Set<string>>()

  async function columnsOf(tx: Queryable, table: string): Promise<Set<string>> {
    const cached = columnCache.get(table)
    if (cached) return cached
    const { rows } = await tx.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1`,
      [table],
    )
    // information_schema only lists what the current role may see, so this runs before switching role.
    if (rows.length === 0) {
      throw new HttpError(404, { code: 'PGRST205', message: `Could not find the table 'public.${table}' in the schema cache`, details: null, hint: null })
    }
    const columns = new Set(rows.map((row) => row.column_name))
    columnCache.set(table, columns)
    return columns
  }

  /** Switches to the JWT's role and sets what PostgREST sets, for policies and triggers to read. */
  async function actAs(tx: Queryable, req: IncomingMessage, claims: { role: string }, path: string) {
    await tx.query(
      `select set_config('request.jwt.claims', $1, true), set_config('request.headers', $2, true),
              set_config('request.method', $3, true), set_config('request.path', $4, true)`,
      [JSON.stringify(claims), JSON.stringify(forwardedHeaders(req, trustProxy)), req.method, path],
    )
    await tx.query(`set local role ${quote(claims.role)}`)
  }

  async function insert(req: IncomingMessage, res: ServerResponse, table: string, path: string) {
    const claims = await claimsOf(req)
    const rows = parseRows(await readBody(req))
    const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))]
    // The client may go away (a timeout, a closed tab) while the database works: then nothing is kept,
    // so trying again cannot store the enquiry twice.
    let clientGone = false
    res.on('close', () => {
      if (!res.writableFinished) clientGone = true
    })
    let stored: Record<string, unknown>[] = []
    await db.transaction(async (tx) => {
      const known = await columnsOf(tx, table)
      const unknown = columns.find((column) => !known.has(column) || !identifier.test(column))
      if (unknown) {
        throw new HttpError(400, { code: 'PGRST204', message: `Could not find the '${unknown}' column of '${table}' in the schema cache`, details: null, hint: null })
      }
      await actAs(tx, req, claims, path)
      if (columns.length === 0) {
        await tx.query(`insert into public.${quote(table)} default values`)
      } else {
        const list = columns.map(quote).join(', ')
        await tx.query(`insert into public.${quote(table)} (${list}) select ${list} from json_populate_recordset(null::public.${quote(table)}, $1::json)`, [JSON.stringify(rows)])
      }
      if (onInsert) stored = await rowsInsertedBy(tx, table)
      if (clientGone) throw new CallerGone()
    }).catch((error) => rethrowAsHttp(error, claims.role))
    res.writeHead(201, { ...corsHeaders(req), 'Content-Range': `*/*` })
    res.end()
    if (stored.length > 0) onInsert?.(table, stored)
  }

  /**
   * The rows this transaction inserted, read as the backend's own role (the caller may not read them).
   * The trigger stamps received_at with the transaction's time, so the index on it finds them without
   * scanning the table.
   */
  async function rowsInsertedBy(tx: Queryable, table: string): Promise<Record<string, unknown>[]> {
    await tx.query('reset role')
    const { rows } = await tx.query<{ rows: Record<string, unknown>[] }>(
      `select coalesce(json_agg(t order by t.id), '[]'::json) as rows from public.${quote(table)} t where t.received_at = now() and t.xmin = (txid_current() % 4294967296)::text::xid`,
    )
    return rows[0]?.rows ?? []
  }

  async function list(req: IncomingMessage, res: ServerResponse, table: string, path: string) {
    const claims = await claimsOf(req)
    const rows = await db
      .transaction(async (tx) => {
        await columnsOf(tx, table)
        await actAs(tx, req, claims, path)
        const { rows } = await tx.query<{ rows: unknown }>(`select coalesce(json_agg(t), '[]'::json) as rows from public.${quote(table)} t`)
        return rows[0]?.rows ?? []
      })
      .catch((error) => rethrowAsHttp(error, claims.role))
    sendJson(res, req, 200, rows)
  }

  /** Never throws: every failure is an answer (or, when the caller has gone, nothing). */
  return async function handle(req: IncomingMessage, res: ServerResponse) {
    try {
      // Before anything else, preflights included: a request addressed to another name learns nothing.
      if (!isLocalHost(req.headers.host)) throw misdirected(req.headers.host)
      const url = URL.parse(req.url ?? '/', 'http://localhost')
      if (!url) throw new HttpError(400, { code: 'PGRST125', message: 'Invalid path specified in request URL', details: null, hint: null })
      const table = /^\/rest\/v1\/([^/]+)\/?$/.exec(url.pathname)?.[1]
      if (req.method === 'OPTIONS') {
        res.writeHead(200, {
          ...corsHeaders(req),
          'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
          'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? 'apikey, authorization, content-type, prefer, x-client-info',
          'Access-Control-Max-Age': '86400',
        })
        return res.end()
      }
      if (!table || !identifier.test(table)) {
        throw new HttpError(404, { code: 'PGRST125', message: `Invalid path specified in request URL: ${url.pathname}`, details: null, hint: null })
      }
      if (req.method === 'POST') return await insert(req, res, table, url.pathname)
      if (req.method === 'GET') return await list(req, res, table, url.pathname)
      throw new HttpError(405, { code: 'PGRST117', message: `Unsupported HTTP method: ${req.method}`, details: 'The local backend only inserts and lists.', hint: null })
    } catch (error) {
      if (error instanceof HttpError) return sendJson(res, req, error.status, error.body)
      // A caller that went away (closed the tab, aborted the upload) needs neither an answer nor a log entry.
      if (error instanceof CallerGone || res.destroyed || req.socket.destroyed) return
      console.error(error)
      sendJson(res, req, 500, { code: '', message: 'The local backend failed', details: error instanceof Error ? error.message : null, hint: null })
    }
  }
}

function misdirected(host: string | undefined): HttpError {
  return new HttpError(421, {
    code: 'PGRST421',
    message: 'Misdirected Request: the local backend answers only to localhost, 127.0.0.1 and [::1]',
    details: host === undefined ? 'The request has no Host header.' : `The request is addressed to ${host}.`,
    hint: null,
  })
}

function rethrowAsHttp(error: unknown, role: string): never {
  if (error instanceof HttpError || error instanceof CallerGone) throw error
  const databaseError = error as DatabaseError
  // No SQLSTATE: the database could not be reached or dropped the connection. PostgREST answers 503.
  if (!databaseError.code || !/^[0-9A-Z]{5}$/.test(databaseError.code)) {
    throw new HttpError(503, { code: 'PGRST001', message: 'Database client error. Retrying the connection.', details: databaseError.message ?? null, hint: null })
  }
  throw new HttpError(statusForDatabaseError(databaseError.code, role), errorBody(databaseError))
}

/**
 * The request's headers as PostgREST passes them on, plus what the API gateway in front of a hosted
 * project adds: the caller's address appended to x-forwarded-for and set as cf-connecting-ip.
 */
function forwardedHeaders(req: IncomingMessage, trustProxy: boolean): Record<string, string> {
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

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin
  return {
    ...(origin === undefined || isLocalOrigin(origin) ? { 'Access-Control-Allow-Origin': origin ?? '*' } : {}),
    'Access-Control-Expose-Headers': 'Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit',
    Vary: 'Origin',
  }
}

function sendJson(res: ServerResponse, req: IncomingMessage, status: number, body: unknown) {
  if (res.headersSent || res.destroyed) return
  res.writeHead(status, { ...corsHeaders(req), 'Content-Type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(body))
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > maxBodyBytes) throw new HttpError(413, { code: 'PGRST413', message: 'Request body too large', details: null, hint: null })
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function parseRows(body: string): Record<string, unknown>[] {
  const invalid = (details: string | null) => new HttpError(400, { code: 'PGRST102', message: 'Empty or invalid json', details, hint: null })
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch (error) {
    throw invalid(error instanceof Error ? error.message : null)
  }
  if (depthOf(parsed) > maxJsonDepth) throw invalid(`JSON nested more than ${maxJsonDepth} levels deep`)
  const rows = Array.isArray(parsed) ? parsed : [parsed]
  if (rows.length === 0 || !rows.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row))) {
    throw invalid('Send a JSON object, or an array of objects.')
  }
  // PostgREST inserts the columns of the first object into every row, so it insists they all agree.
  const keys = (row: object) => Object.keys(row).sort().join(',')
  if (rows.some((row) => keys(row) !== keys(rows[0]))) throw new HttpError(400, { code: 'PGRST102', message: 'All object keys must match', details: null, hint: null })
  return rows as Record<string, unknown>[]
}

/** How deeply `value` nests arrays and objects, found without recursion. */
function depthOf(value: unknown): number {
  let deepest = 0
  const pending: [unknown, number][] = [[value, 0]]
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!
    if (typeof current !== 'object' || current === null) continue
    deepest = Math.max(deepest, depth + 1)
    if (deepest > maxJsonDepth) return deepest
    for (const child of Object.values(current)) pending.push([child, depth + 1])
  }
  return deepest
}
