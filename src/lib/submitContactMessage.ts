import { contactPage } from '@/content/contact'
import {
  enquiryRefusals,
  enquiryTable,
  type EnquiryField,
  type NewEnquiry,
} from '../../supabase/functions/_shared/enquiry.ts'

const notices = contactPage.form.notices

export interface SubmitResult {
  success: boolean
  /** What to tell the visitor. */
  message: string
  /** The field the database refused, when it named one. */
  field?: EnquiryField
}

/** A refusal the visitor can act on: the rate limit (429), or a check of the database, naming its field if it has one. */
export function describeRefusal(error: { code?: string; message?: string }, status: number): SubmitResult | undefined {
  const check = /check constraint "(\w+)"/.exec(error.message ?? '')?.[1] ?? ''
  const refusal = enquiryRefusals[check] ?? enquiryRefusals[status === 429 ? 'PT429' : (error.code ?? '')]
  if (!refusal) return undefined
  if (refusal === 'rateLimited' || refusal === 'refusedGeneral') return { success: false, message: notices[refusal] }
  return { success: false, message: notices.refused[refusal], field: refusal }
}

/** The site's one insert: resolves when the message was stored or refused, throws when it failed otherwise. */
export async function submitContactMessage(submission: NewEnquiry, idempotencyKey: string): Promise<SubmitResult> {
  if (!navigator.onLine) return { success: false, message: notices.offline }

  const { supabase } = await import('./supabase')
  const insert = supabase.from(enquiryTable).insert(submission).setHeader('Idempotency-Key', idempotencyKey)
  // Past this the visitor is told to try again; the backend drops an insert whose caller has gone.
  const { error, status } = await insert.abortSignal(AbortSignal.timeout(10_000))
  if (!error) return { success: true, message: notices.success }
  const refusal = describeRefusal(error, status)
  if (refusal) return refusal
  const detail = `${error.code || 'no code'} ${error.message}`
  throw new Error(`Insert into ${enquiryTable} failed with status ${status}: ${detail}`, { cause: error })
}
