/**
 * The slice of PostgREST the site relies on, answering as PostgREST does because supabase-js reads
 * those answers: `POST /rest/v1/<table>` inserts, `GET /rest/v1/<table>` lists (for
 * `npm run submissions`), CORS preflights. Every request runs in one transaction as the role in its
 * JWT, with `request.jwt.claims` and `request.headers` set, so grants, row-level security,
 * constraints and triggers decide what is allowed, exactly as on a hosted project. This file routes;
 * the modules it imports do the work.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { claimsOf } from './auth.ts'
import { createCallerSession } from './callerSession.ts'
import type { Database } from './database.ts'
import { rethrowAsHttp } from './databaseErrors.ts'
import { CallerGone, HttpError, misdirected } from './errors.ts'
import { insertRows } from './insert.ts'
import { listRows } from './list.ts'
import { parseRows, readBody } from './requestBody.ts'
import { corsHeaders, sendJson } from './responses.ts'
import { identifier } from './sqlNames.ts'
import { isLocalHost } from './thisMachine.ts'

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
  const session = createCallerSession(trustProxy)

  async function insert(req: IncomingMessage, res: ServerResponse, table: string, path: string) {
    const claims = await claimsOf(req, secret)
    const rows = parseRows(await readBody(req))
    let callerGone = false
    res.on('close', () => {
      if (!res.writableFinished) callerGone = true
    })
    const stored = await db
      .transaction((tx) =>
        insertRows(tx, { req, claims, table, path }, rows, {
          session,
          readStored: onInsert !== undefined,
          callerGone: () => callerGone,
        }),
      )
      .catch((error) => rethrowAsHttp(error, claims.role))
    res.writeHead(201, { ...corsHeaders(req), 'Content-Range': `*/*` })
    res.end()
    if (stored.length > 0) onInsert?.(table, stored)
  }

  async function list(req: IncomingMessage, res: ServerResponse, table: string, path: string) {
    const claims = await claimsOf(req, secret)
    const rows = await db
      .transaction((tx) => listRows(tx, { req, claims, table, path }, session))
      .catch((error) => rethrowAsHttp(error, claims.role))
    sendJson(res, req, 200, rows)
  }

  /** Never throws: every failure is an answer (or, when the caller has gone, nothing). */
  return async function handle(req: IncomingMessage, res: ServerResponse) {
    try {
      // Before anything else, preflights included: a request addressed to another name learns nothing.
      if (!isLocalHost(req.headers.host)) throw misdirected(req.headers.host)
      const url = URL.parse(req.url ?? '/', 'http://localhost')
      if (!url)
        throw new HttpError(400, {
          code: 'PGRST125',
          message: 'Invalid path specified in request URL',
          details: null,
          hint: null,
        })
      const table = /^\/rest\/v1\/([^/]+)\/?$/.exec(url.pathname)?.[1]
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
      if (!table || !identifier.test(table)) {
        throw new HttpError(404, {
          code: 'PGRST125',
          message: `Invalid path specified in request URL: ${url.pathname}`,
          details: null,
          hint: null,
        })
      }
      if (req.method === 'POST') return await insert(req, res, table, url.pathname)
      if (req.method === 'GET') return await list(req, res, table, url.pathname)
      throw new HttpError(405, {
        code: 'PGRST117',
        message: `Unsupported HTTP method: ${req.method}`,
        details: 'The local backend only inserts and lists.',
        hint: null,
      })
    } catch (error) {
      if (error instanceof HttpError) return sendJson(res, req, error.status, error.body)
      // A caller that went away (closed the tab, aborted the upload) needs neither an answer nor a log entry.
      if (error instanceof CallerGone || res.destroyed || req.socket.destroyed) return
      console.error(error)
      sendJson(res, req, 500, {
        code: '',
        message: 'The local backend failed',
        details: error instanceof Error ? error.message : null,
        hint: null,
      })
    }
  }
}
