import { contactPage } from '@/content/contact'
import {
  enquiryRefusals,
  enquiryTable,
  type EnquiryField,
  type NewEnquiry,
} from '../../supabase/functions/_shared/enquiry.ts'

export interface SubmitResult {
  success: boolean
  /** What to tell the visitor. */
  message: string
  /** The field the database refused, when it named one. */
  field?: EnquiryField
}

/** The insert failed for a reason the visitor cannot fix by changing what they typed. */
export class ContactSubmissionError extends Error {
  override name = 'ContactSubmissionError'
}

/** Past this, the visitor is told to try again; the backend drops an insert whose caller has gone. */
export const submitTimeoutMs = 10_000

interface InsertError {
  code?: string
  message?: string
}

/**
 * A refusal the visitor can act on, in plain words: too many messages (the rate limit answers 429),
 * or a value the database's checks refused (naming the field when the check is on one).
 */
export function describeRefusal(error: InsertError, status: number): SubmitResult | undefined {
  const notices = contactPage.form.notices
  const check = /check constraint "(\w+)"/.exec(error.message ?? '')?.[1] ?? ''
  const refusal = enquiryRefusals[check] ?? enquiryRefusals[status === 429 ? 'PT429' : (error.code ?? '')]
  if (!refusal) return undefined
  if (refusal === 'rateLimited' || refusal === 'refusedGeneral') return { success: false, message: notices[refusal] }
  return { success: false, message: notices.refused[refusal], field: refusal }
}

export interface SubmitOptions {
  /**
   * Sent as the Idempotency-Key header: the same key with each retry of one message, so that the
   * database stores it once even when an attempt that seemed to fail had arrived (see contactDraft).
   */
  idempotencyKey?: string
}

/**
 * Sends an enquiry: the site's one insert. Resolves with what to tell the visitor when the message
 * was stored or refused; throws when the insert failed otherwise (unreachable, too slow, a server
 * error), and the caller keeps the form as it is.
 */
export async function submitContactMessage(
  submission: NewEnquiry,
  { idempotencyKey }: SubmitOptions = {},
): Promise<SubmitResult> {
  const notices = contactPage.form.notices
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    return { success: false, message: notices.offline }

  const { supabase } = await import('./supabase')
  const insert = supabase().from(enquiryTable).insert(submission)
  if (idempotencyKey) insert.setHeader('Idempotency-Key', idempotencyKey)
  const { error, status } = await insert.abortSignal(AbortSignal.timeout(submitTimeoutMs))
  if (!error) return { success: true, message: notices.success }
  const refusal = describeRefusal(error, status)
  if (refusal) return refusal
  throw new ContactSubmissionError(
    `Insert into ${enquiryTable} failed with status ${status}: ${error.code || 'no code'} ${error.message}`,
    { cause: error },
  )
}
