/** How the local backend answers: CORS headers for pages on this machine, and JSON bodies. */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { isLocalOrigin } from './thisMachine.ts'

export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin
  return {
    ...(origin === undefined || isLocalOrigin(origin) ? { 'Access-Control-Allow-Origin': origin ?? '*' } : {}),
    'Access-Control-Expose-Headers':
      'Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit',
    Vary: 'Origin',
  }
}

/** Answers with `body` as JSON, unless an answer has begun or the caller has gone. */
export function sendJson(res: ServerResponse, req: IncomingMessage, status: number, body: unknown) {
  if (res.headersSent || res.destroyed) return
  res.writeHead(status, { ...corsHeaders(req), 'Content-Type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(body))
}
