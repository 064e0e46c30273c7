// The slice of PostgREST the site relies on, answering as PostgREST does because supabase-js reads those answers.
// Each request runs in one transaction as its JWT's role, so grants, row-level security, constraints and triggers decide.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { errors as joseErrors, jwtVerify } from 'jose'
import { LOCAL_JWT_SECRET } from '../../localSettings.ts'
import type { Database, Queryable } from './database.ts'

export class HttpError extends Error {
  readonly status: number
  readonly body: { code: string; message: string; details: string | null; hint: string | null }
  constructor(status: number, code: string, message: string, details?: string | null, hint?: string | null) {
    super(message)
    this.status = status
    this.body = { code, message, details: details ?? null, hint: hint ?? null }
  }
}

/** The caller went away before the insert committed: it is rolled back, and nobody is there to answer. */
export class CallerGone extends Error {}

// Its keys are public development keys, so whoever reaches the backend can read every enquiry: it serves this machine only.
const localOrigin = /^https?:\/\/(localhost|127(?:\.\d{1,3}){3}|\[::1\])(:\d+)?$/
// A page that points its own name at 127.0.0.1 (DNS rebinding) calls as its own origin, but still sends that name in Host.
const localHost = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i
/** False without a Host too (HTTP/1.0 allows that): such a request names no machine at all. */
export const isLocalHost = (host: string | undefined) => host !== undefined && localHost.test(host)

// A plain name, which needs no escaping inside quotes.
const identifier = /^[A-Za-z_]\w*$/
const apiRoles = new Set(['anon', 'authenticated', 'service_role'])
// The form's largest enquiry is about 20 KB; a bound well above it keeps a hostile body cheap to refuse.
export const maxBodyBytes = 256 * 1024
// Deeper JSON is refused before anything walks it: a stack overflow is not an answer.
export const maxJsonDepth = 64

export interface RestOptions {
  /** Keep a cf-connecting-ip that a trusted proxy in front set, instead of the connection's address (see forwardedHeaders). */
  trustProxy: boolean
  /** Told once an insert has committed and been answered (the local delivery job looks for what is due). */
  onInsert?: () => void
}

/** `POST /rest/v1/<table>` inserts, `GET` lists (for `npm run submissions`), `POST /rest/v1/rpc/<function>` calls one, and CORS preflights. */
export function createRestHandler(db: Database, { trustProxy, onInsert }: RestOptions) {
  const secret = new TextEncoder().encode(LOCAL_JWT_SECRET)

  /** The table's columns, or a 404. information_schema lists only what the current role sees: read before switching. */
  async function columnsOf(tx: Queryable, table: string) {
    const { rows } = await tx.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1`,
      [table],
    )
    if (rows.length === 0)
      throw new HttpError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`)
    return new Set(rows.map((row) => row.column_name))
  }

  function asCaller<T>(
    req: IncomingMessage,
    claims: { role: string },
    { table, path }: { table?: string; path: string },
    work: (tx: Queryable, columns: ReadonlySet<string>) => Promise<T>,
  ): Promise<T> {
    return db
      .transaction(async (tx) => {
        const columns = table ? await columnsOf(tx, table) : new Set<string>()
        await tx.query(
          `select set_config('request.jwt.claims', $1, true), set_config('request.headers', $2, true),
              set_config('request.method', $3, true), set_config('request.path', $4, true)`,
          [JSON.stringify(claims), JSON.stringify(forwardedHeaders(req, trustProxy)), req.method, path],
        )
        await tx.query(`set local role "${claims.role}"`)
        return work(tx, columns)
      })
      .catch((error) => rethrowAsHttp(error, claims.role))
  }

  async function insert(req: IncomingMessage, res: ServerResponse, target: { table: string; path: string }) {
    const { table } = target
    const claims = await claimsOf(req, secret)
    const rows = parseRows(await readBody(req))
    let callerGone = false
    res.on('close', () => (callerGone ||= !res.writableFinished))
    await asCaller(req, claims, target, async (tx, known) => {
      // parseRows made every row's keys the same.
      const columns = Object.keys(rows[0]!)
      const unknown = columns.find((column) => !known.has(column) || !identifier.test(column))
      if (unknown)
        throw new HttpError(400, 'PGRST204', `Could not find the '${unknown}' column of '${table}' in the schema cache`)
      // Rows without columns are the table's defaults.
      const list = columns.map((column) => `"${column}"`).join(', ')
      await tx.query(
        `insert into public."${table}" ${list && `(${list})`} select ${list} from json_populate_recordset(null::public."${table}", $1::json)`,
        [JSON.stringify(rows)],
      )
      // Nothing is kept for a caller that went away (a timeout, a closed tab), so its retry cannot store it twice.
      if (callerGone) throw new CallerGone()
    })
    res.writeHead(201, { ...corsHeaders(req), 'Content-Range': '*/*' }).end()
    onInsert?.()
  }

  async function call(req: IncomingMessage, res: ServerResponse, name: string, path: string) {
    const claims = await claimsOf(req, secret)
    const [args] = parseRows(await readBody(req))
    const names = Object.keys(args!)
    const unknown = names.find((argument) => !identifier.test(argument))
    if (unknown) throw new HttpError(400, 'PGRST202', `Could not find the function public.${name}(${unknown})`)
    const result = await asCaller(req, claims, { path }, async (tx) => {
      const list = names.map((argument, index) => `"${argument}" := $${index + 1}`).join(', ')
      const values = names.map((argument) => args![argument])
      return (await tx.query<{ result: unknown }>(`select to_json(public."${name}"(${list})) as result`, values))
        .rows[0]?.result
    })
    sendJson(res, req, 200, result ?? null)
  }

  /** Never throws: every failure is an answer (or, when the caller has gone, nothing). */
  return async function handle(req: IncomingMessage, res: ServerResponse) {
    try {
      // Before anything else, preflights included: a request addressed to another name learns nothing.
      const { host } = req.headers
      if (!isLocalHost(host)) {
        const details = host === undefined ? 'The request has no Host header.' : `The request is addressed to ${host}.`
        const message = 'Misdirected Request: the local backend answers only to localhost, 127.0.0.1 and [::1]'
        throw new HttpError(421, 'PGRST421', message, details)
      }
      const url = URL.parse(req.url ?? '/', 'http://localhost')
      if (!url) throw new HttpError(400, 'PGRST125', 'Invalid path specified in request URL')
      if (req.method === 'OPTIONS') {
        res.writeHead(200, {
          ...corsHeaders(req),
          'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
          'Access-Control-Allow-Headers':
            req.headers['access-control-request-headers'] ??
            'apikey, authorization, content-type, prefer, x-client-info',
          'Access-Control-Max-Age': '86400',
        })
        return res.end()
      }
      const rpc = /^\/rest\/v1\/rpc\/([A-Za-z_]\w*)$/.exec(url.pathname)?.[1]
      if (rpc && req.method === 'POST') return await call(req, res, rpc, url.pathname)
      const table = /^\/rest\/v1\/([^/]+)\/?$/.exec(url.pathname)?.[1]
      if (!table || !identifier.test(table))
        throw new HttpError(404, 'PGRST125', `Invalid path specified in request URL: ${url.pathname}`)
      const target = { table, path: url.pathname }
      if (req.method === 'POST') return await insert(req, res, target)
      if (req.method === 'GET') {
        const rows = await asCaller(req, await claimsOf(req, secret), target, async (tx) => {
          const select = `select coalesce(json_agg(t), '[]'::json) as rows from public."${table}" t`
          return (await tx.query<{ rows: unknown }>(select)).rows[0]?.rows ?? []
        })
        return sendJson(res, req, 200, rows)
      }
      const details = 'The local backend only inserts and lists.'
      throw new HttpError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`, details)
    } catch (error) {
      if (error instanceof HttpError) return sendJson(res, req, error.status, error.body)
      // A caller that went away (closed the tab, aborted the upload) needs neither an answer nor a log entry.
      if (error instanceof CallerGone || res.destroyed || req.socket.destroyed) return
      console.error(error)
      const details = error instanceof Error ? error.message : null
      sendJson(res, req, 500, { code: '', message: 'The local backend failed', details, hint: null })
    }
  }
}

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const { origin } = req.headers
  return {
    ...(origin === undefined || localOrigin.test(origin) ? { 'Access-Control-Allow-Origin': origin ?? '*' } : {}),
    'Access-Control-Expose-Headers':
      'Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit',
    Vary: 'Origin',
  }
}

function sendJson(res: ServerResponse, req: IncomingMessage, status: number, body: unknown) {
  if (res.headersSent || res.destroyed) return
  res.writeHead(status, { ...corsHeaders(req), 'Content-Type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(body))
}

/** The caller's verified claims, as anon when they name no role; no key, a forged or expired one, or another role is a 401. */
export async function claimsOf(req: IncomingMessage, secret: Uint8Array) {
  const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]
  const { apikey } = req.headers
  const token = bearer ?? (typeof apikey === 'string' ? apikey : undefined)
  if (!token) {
    const hint = 'Send the anon key in the apikey and Authorization headers.'
    throw new HttpError(401, 'PGRST301', 'No API key found in request', null, hint)
  }
  const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] }).catch((error: Error) => {
    if (error instanceof joseErrors.JWTExpired) throw new HttpError(401, 'PGRST303', 'JWT expired', error.message)
    throw new HttpError(401, 'PGRST301', 'JWT could not be verified', error.message)
  })
  const role = typeof payload.role === 'string' ? payload.role : 'anon'
  if (!apiRoles.has(role))
    throw new HttpError(401, 'PGRST301', `The JWT asks for role "${role}", which the API cannot use`)
  return { ...payload, role }
}

// The headers as PostgREST passes them on, plus what the hosted gateway adds: the connection's address appended to
// x-forwarded-for and set as cf-connecting-ip, whatever the caller sent, unless a trusted proxy set it.
export function forwardedHeaders(req: Pick<IncomingMessage, 'headers' | 'socket'>, trustProxy: boolean) {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value
  const peer = req.socket.remoteAddress?.replace(/^::ffff:/, '')
  if (peer) {
    headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${peer}` : peer
    if (!trustProxy || !headers['cf-connecting-ip']) headers['cf-connecting-ip'] = peer
  }
  return headers
}

export async function readBody(body: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body) {
    size += chunk.length
    if (size > maxBodyBytes) throw new HttpError(413, 'PGRST413', 'Request body too large')
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

export function parseRows(body: string): Record<string, unknown>[] {
  const invalid = (details: string | null) => new HttpError(400, 'PGRST102', 'Empty or invalid json', details)
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch (error) {
    throw invalid(error instanceof Error ? error.message : null)
  }
  if (depthOf(parsed) > maxJsonDepth) throw invalid(`JSON nested more than ${maxJsonDepth} levels deep`)
  const rows = Array.isArray(parsed) ? parsed : [parsed]
  if (rows.length === 0 || !rows.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row)))
    throw invalid('Send a JSON object, or an array of objects.')
  // PostgREST inserts the columns of the first object into every row, so it insists they all agree.
  const keys = (row: object) => Object.keys(row).sort().join(',')
  if (rows.some((row) => keys(row) !== keys(rows[0])))
    throw new HttpError(400, 'PGRST102', 'All object keys must match')
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

export function statusForDatabaseError(code: string, role: string): number {
  const custom = /^PT(\d{3})$/.exec(code)
  if (custom) return Number(custom[1])
  if (code === '42501') return role === 'anon' ? 401 : 403
  if (code === '23503' || code === '23505') return 409
  if (code === '25006') return 405
  if (code === '42883' || code === '42P01') return 404
  if (code === '42P17' || code === '57014') return 500
  if (code === 'P0001') return 400
  const family = code.slice(0, 2)
  // 57P: the server ended the session (shut down, crashed, restarting), a lost connection as PostgREST sees it.
  if (family === '08' || family === '53' || code.startsWith('57P')) return 503
  if (family === '0L' || family === '0P' || family === '28') return 403
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(family))
    return 500
  return 400
}

/** Throws what a transaction run as `role` failed with as its answer; an answer already made, or a caller gone, passes. */
export function rethrowAsHttp(error: unknown, role: string): never {
  if (error instanceof HttpError || error instanceof CallerGone) throw error
  const { code, message, detail, hint } = error as { code?: string; message?: string; detail?: string; hint?: string }
  // No SQLSTATE: the database could not be reached or dropped the connection, which PostgREST answers 503.
  if (!code || !/^[0-9A-Z]{5}$/.test(code))
    throw new HttpError(503, 'PGRST001', 'Database client error. Retrying the connection.', message)
  throw new HttpError(statusForDatabaseError(code, role), code, message ?? 'Unknown error', detail, hint)
}
