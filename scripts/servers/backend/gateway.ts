// What stands in front of PostgREST, as Supabase's gateway does, for what the product relies on: the API key, and the
// caller's address (cf-connecting-ip, which the database's rate limit reads). And, because its keys are public
// development keys with which anyone could read every enquiry, what keeps a local server safe from web pages
// (localOnly.ts).
import { request, type IncomingMessage, type ServerResponse } from 'node:http'
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../localSettings.ts'
import { nonLocalRefusal } from '../localOnly.ts'

const apiKeys = new Set([LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY])

/**
 * Passes each request for `/rest/v1/…` to PostgREST at `upstream`. With `trustProxy` (the end-to-end tests, where each
 * test is its own visitor) a cf-connecting-ip the caller sent is kept; otherwise it is the connection's address.
 * `onWrite` is told of each write PostgREST accepted (the local delivery job then looks for what is due).
 */
export function createGateway(upstream: string, { trustProxy = false, onWrite = () => {} } = {}) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const refuse = (status: number, message: string) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message }))
    const refusal = nonLocalRefusal(req.headers)
    if (refusal) return refuse(refusal.status, refusal.message)
    const { apikey } = req.headers
    const path = /^\/rest\/v1(\/.*)$/.exec(req.url ?? '')?.[1]
    if (!path) return refuse(404, 'no Route matched with those values')
    if (req.method !== 'OPTIONS' && !(typeof apikey === 'string' && apiKeys.has(apikey)))
      return refuse(401, apikey ? 'Invalid API key' : 'No API key found in request')

    const peer = req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? ''
    const forwardedFor = [req.headers['x-forwarded-for'], peer].filter(Boolean).join(', ')
    const claimed = trustProxy && req.headers['cf-connecting-ip']
    const headers = { ...req.headers, 'x-forwarded-for': forwardedFor, 'cf-connecting-ip': claimed || peer }
    const toPostgrest = request(`${upstream}${path}`, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res).once('finish', () => req.method === 'POST' && res.statusCode < 300 && onWrite())
    })
    toPostgrest.on('error', () => res.headersSent || refuse(502, 'PostgREST did not answer.'))
    req.pipe(toPostgrest)
  }
}
