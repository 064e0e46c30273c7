/**
 * The local backend's failures as PostgREST reports them: an HTTP status with the JSON body
 * supabase-js reads, and the one failure nobody hears about, a caller that went away.
 */

export interface PostgrestError {
  code: string
  message: string
  details: string | null
  hint: string | null
}

/** A failure with its answer: the status and the body to send. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: PostgrestError,
  ) {
    super(body.message)
  }
}

/** The caller went away before the insert committed: it was rolled back, and there is nobody to answer. */
export class CallerGone extends Error {}

/** A request addressed to a name other than this machine's. */
export function misdirected(host: string | undefined): HttpError {
  return new HttpError(421, {
    code: 'PGRST421',
    message: 'Misdirected Request: the local backend answers only to localhost, 127.0.0.1 and [::1]',
    details: host === undefined ? 'The request has no Host header.' : `The request is addressed to ${host}.`,
    hint: null,
  })
}
