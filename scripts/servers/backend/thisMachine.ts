/**
 * Who may talk to the local backend. Its keys are public development keys, so whoever reaches it
 * can read every stored enquiry: it serves this machine only.
 */

/** Pages served from this machine (any loopback address) may call it from a browser. */
const localOrigin = /^https?:\/\/(localhost|127(?:\.\d{1,3}){3}|\[::1\])(:\d+)?$/

/**
 * The names a request may be addressed to. A page that points its own name at 127.0.0.1 (DNS
 * rebinding) calls the backend as its own origin, but its browser still sends that name in Host.
 */
const localHost = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i

export const isLocalOrigin = (origin: string) => localOrigin.test(origin)

/** False without a Host too (HTTP/1.0 allows that): such a request names no machine at all. */
export const isLocalHost = (host: string | undefined) => host !== undefined && localHost.test(host)
