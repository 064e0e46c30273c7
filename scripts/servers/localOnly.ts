// What keeps a server for this machine safe from web pages: it answers only requests from this machine addressed to
// it by its local name and its own port, so a page whose own name was pointed at 127.0.0.1 (DNS rebinding) is
// refused, and so is one whose server passes requests on; and, when a page calls it, only pages served from this
// machine. The local backend's gateway and the site report's server stand behind it.
import type { IncomingMessage } from 'node:http'

const localHost = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::(\d{1,5}))?$/i
const localOrigin = /^https?:\/\/(localhost|127(?:\.\d{1,3}){3}|\[::1\])(:\d+)?$/
const loopback = /^(?:127\.|::1$|::ffff:127\.)/

/** Why a request must be refused, with its status, or undefined when it comes from this machine. */
export function nonLocalRefusal({
  headers: { host, origin },
  socket,
}: IncomingMessage): { status: number; message: string } | undefined {
  const local = localHost.exec(host ?? '')
  if (!local || Number(local[1] ?? 80) !== socket.localPort || !loopback.test(socket.remoteAddress ?? ''))
    return { status: 421, message: 'This local server answers only to localhost and 127.0.0.1, on its own port.' }
  if (origin && !localOrigin.test(origin))
    return { status: 403, message: 'Only pages served from this machine may call it.' }
  return undefined
}
