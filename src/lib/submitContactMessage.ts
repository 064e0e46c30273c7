import { contactPage } from '@/content/contact'
import { toContactSubmission, type ContactField, type ContactFormValues } from './contactForm'

export interface SubmitResult {
  success: boolean
  /** What to tell the visitor. */
  message: string
  /** The field the database refused, when it named one. */
  field?: ContactField
}

/** The insert failed for a reason the visitor cannot fix by changing what they typed. */
export class ContactSubmissionError extends Error {
  override name = 'ContactSubmissionError'
}

const table = 'contact_form_submissions'
/** Past this, the visitor is told to try again; the backend drops an insert whose caller has gone. */
export const submitTimeoutMs = 10_000

const fieldOfColumn: Record<string, ContactField> = {
  name: 'name',
  email: 'email',
  company: 'company',
  message: 'message',
  phone_number: 'phone',
}

interface InsertError {
  code?: string
  message?: string
}

/**
 * A refusal the visitor can act on, in plain words: too many messages (the rate limit answers 429),
 * or a value the database's checks refused (naming the field when the constraint does).
 */
export function describeRefusal(error: InsertError, status: number): SubmitResult | undefined {
  const notices = contactPage.form.notices
  if (status === 429 || error.code === 'PT429') return { success: false, message: notices.rateLimited }
  if (error.code === '23514') {
    // Each check is named after its column: contact_form_submissions_<column>_check, or _<column>_<rule>_check.
    const column = /contact_form_submissions_(name|email|company|message|phone_number)_(?:\w+_)?check/.exec(
      error.message ?? '',
    )?.[1]
    const field = column ? fieldOfColumn[column] : undefined
    return field
      ? { success: false, message: notices.refused[field], field }
      : { success: false, message: notices.refusedGeneral }
  }
  if (error.code === '23502' || error.code === '22001') return { success: false, message: notices.refusedGeneral }
  return undefined
}

export interface SubmitOptions {
  /**
   * Sent as the Idempotency-Key header: the same key with each retry of one message, so that the
   * database stores it once even when an attempt that seemed to fail had arrived (see contactDraft).
   */
  idempotencyKey?: string
}

/**
 * Sends an enquiry: the one place that knows the table and its payload. Resolves with what to tell
 * the visitor when the message was stored or refused; throws when the insert failed otherwise
 * (unreachable, too slow, a server error), and the caller keeps the form as it is.
 */
export async function submitContactMessage(
  values: ContactFormValues,
  { idempotencyKey }: SubmitOptions = {},
): Promise<SubmitResult> {
  const notices = contactPage.form.notices
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    return { success: false, message: notices.offline }

  const { supabase } = await import('./supabase')
  const insert = supabase().from(table).insert(toContactSubmission(values))
  if (idempotencyKey) insert.setHeader('Idempotency-Key', idempotencyKey)
  const { error, status } = await insert.abortSignal(AbortSignal.timeout(submitTimeoutMs))
  if (!error) return { success: true, message: notices.success }
  const refusal = describeRefusal(error, status)
  if (refusal) return refusal
  throw new ContactSubmissionError(
    `Insert into ${table} failed with status ${status}: ${error.code || 'no code'} ${error.message}`,
    { cause: error },
  )
}
