// What stands in front of PostgREST, as Supabase's gateway does, for what the product relies on: the API key, and the
// caller's address (cf-connecting-ip, which the database's rate limit reads). And, because its keys are public
// development keys with which anyone could read every enquiry, what keeps a local server safe from web pages
// (localOnly.ts): a page gets anon's rights and no more, and a body no enquiry needs is refused before PostgREST
// parses it (one 52 MB post had PostgREST at 1.1 GB).
import { request, type IncomingMessage, type ServerResponse } from 'node:http'
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../localSettings.ts'
import { nonLocalRefusal } from '../localOnly.ts'

const apiKeys = new Set([LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY])
/** The largest enquiry, every character \u-escaped, is about 30 KiB. */
export const maxBodyBytes = 64 * 1024
const refusalHeaders = { 'Content-Type': 'application/json', Connection: 'close' }

/**
 * Passes each request for `/rest/v1/…` to PostgREST on the Unix socket `upstream`. With `trustProxy` (the end-to-end
 * tests, where each test is its own visitor) a cf-connecting-ip the caller sent is kept; otherwise it is the
 * connection's address. `onWrite` is told of each write PostgREST accepted (the local delivery job then looks for what
 * is due).
 */
export function createGateway(upstream: string, { trustProxy = false, onWrite = () => {} } = {}) {
  return (req: IncomingMessage, res: ServerResponse) => {
    // Closing the connection leaves the rest of a refused body unread.
    const refuse = (status: number, message: string) =>
      res.writeHead(status, refusalHeaders).end(JSON.stringify({ message }))
    const refusal = nonLocalRefusal(req)
    if (refusal) return refuse(refusal.status, refusal.message)
    const { apikey, authorization, origin } = req.headers
    const path = /^\/rest\/v1(\/.*)$/.exec(req.url ?? '')?.[1]
    if (!path) return refuse(404, 'no Route matched with those values')
    if (req.method !== 'OPTIONS' && !(typeof apikey === 'string' && apiKeys.has(apikey)))
      return refuse(401, apikey ? 'Invalid API key' : 'No API key found in request')
    // A web page (it names its origin) is a visitor: the service key, or a token of its own making signed with the
    // public secret, would give it every enquiry.
    if (origin && [apikey, authorization?.replace(/^Bearer /, '')].some((key) => key && key !== LOCAL_ANON_KEY))
      return refuse(403, 'A web page may use the anon key only.')
    // Judged by its length before a byte is read; a body that does not say its length (no browser sends one) is not read.
    if (req.headers['transfer-encoding']) return refuse(411, 'Send the body with its Content-Length.')
    if (Number(req.headers['content-length']) > maxBodyBytes) return refuse(413, 'The request body is too large.')

    const peer = req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? ''
    const forwardedFor = [req.headers['x-forwarded-for'], peer].filter(Boolean).join(', ')
    const claimed = trustProxy && req.headers['cf-connecting-ip']
    const headers = { ...req.headers, 'x-forwarded-for': forwardedFor, 'cf-connecting-ip': claimed || peer }
    const toPostgrest = request({ socketPath: upstream, path, method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res).once('finish', () => req.method === 'POST' && res.statusCode < 300 && onWrite())
    })
    toPostgrest.on('error', () => res.headersSent || refuse(502, 'PostgREST did not answer.'))
    req.pipe(toPostgrest)
  }
}
