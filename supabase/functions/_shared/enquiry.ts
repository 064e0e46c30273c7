// The enquiry as the form sends it and contact_form_submissions stores it; supabase/tests/ hold the database to it.
// zod is used inside functions alone, so the browser's bundle, which reads only the plain data, drops it.
import { z } from 'zod'

export const enquiryTable = 'contact_form_submissions'

/** The form's fields in its order: column, whether required, longest value (the phone's without its calling code). */
export const enquiryFields = {
  name: { column: 'name', required: true, maxLength: 120 },
  email: { column: 'email', required: true, maxLength: 254 },
  phone: { column: 'phone_number', required: false, maxLength: 20 },
  company: { column: 'company', required: false, maxLength: 160 },
  message: { column: 'message', required: true, maxLength: 5000 },
} as const

export type EnquiryField = keyof typeof enquiryFields
export const enquiryFieldNames = Object.keys(enquiryFields) as EnquiryField[]

const callingCode = String.raw`\+[1-9][0-9]{0,3}`
// Digits, spaces, brackets, dots and dashes, starting with a digit or "(" and ending with a digit, at most its limit.
const phoneNumber = String.raw`[0-9(][0-9 ().-]{2,${enquiryFields.phone.maxLength - 2}}[0-9]`
export const callingCodeShape = new RegExp(`^${callingCode}$`)
export const phoneNumberShape = new RegExp(`^${phoneNumber}$`)
export const storedPhoneShape = new RegExp(`^${callingCode} ${phoneNumber}$`)

/** A refusal, by the check it names or else its error code, as the field to fix or a notice for the whole form. */
export const enquiryRefusals: Record<string, EnquiryField | 'rateLimited' | 'refusedGeneral'> = {
  // The table has one check per field, named after its column.
  ...Object.fromEntries(
    enquiryFieldNames.map((field) => [`${enquiryTable}_${enquiryFields[field].column}_check`, field]),
  ),
  contact_form_submissions_created_at_check: 'refusedGeneral',
  23514: 'refusedGeneral', // any other check
  23502: 'refusedGeneral', // a required value missing
  22001: 'refusedGeneral', // a value too long for its type
  PT429: 'rateLimited',
}

/** A value's length as the database's char_length counts it, in code points: an emoji is one, not two UTF-16 units. */
export const characterCount = (value: string) => [...value].length

const text = (maxLength: number, error = 'must be text') =>
  z.string({ error }).refine((value) => characterCount(value) <= maxLength, {
    error: `is longer than the ${maxLength} characters the database stores`,
  })

export function enquirySchema() {
  return z.object({
    name: text(enquiryFields.name.maxLength),
    email: text(enquiryFields.email.maxLength),
    company: text(enquiryFields.company.maxLength, 'must be text or null').nullable(),
    phone_number: z
      .string({ error: 'must be text or null' })
      .regex(storedPhoneShape, { error: 'is not a calling code, a space and a phone number' })
      .nullable(),
    message: text(enquiryFields.message.maxLength),
    created_at: text(64), // Postgres writes a timestamptz in about 32 characters.
  })
}

/** A stored row as the database hands it on (the webhook's record): the enquiry, its id and when it arrived. */
export function storedEnquirySchema() {
  const { shape } = enquirySchema()
  // A bigint identity: JSON carries it as a number, or as text when it is too large for one.
  const id = z.custom<number | string>(
    (id) =>
      (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) ||
      (typeof id === 'string' && /^[1-9][0-9]{0,18}$/.test(id)),
    { error: 'must be a positive whole number, or one written as text' },
  )
  // The email API's idempotency key for it, which the database keeps (new-enquiry/ and a UUID or, if older, the id).
  const delivery_key = text(64)
  return z.object({ id, ...shape, received_at: shape.created_at, delivery_key }, { error: 'must be an object' })
}

export type NewEnquiry = z.infer<ReturnType<typeof enquirySchema>>
export type Enquiry = z.infer<ReturnType<typeof storedEnquirySchema>>
