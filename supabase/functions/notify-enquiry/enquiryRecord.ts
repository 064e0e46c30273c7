/**
 * What the webhook delivers: Supabase's Database Webhook payload for an insert into
 * contact_form_submissions, and the checks that its record is a row the database could have stored.
 * The function makes them itself rather than trust that whatever calls it sends only stored rows.
 */

/** A row of contact_form_submissions as the webhook sends it. */
export interface Enquiry {
  id: number | string
  name: string
  email: string
  company: string | null
  phone_number: string | null
  message: string
  created_at: string
  received_at: string
}

/** Supabase's Database Webhook payload for an insert. */
export interface InsertPayload {
  type: 'INSERT'
  table: string
  schema: string
  record: Enquiry
  old_record: null
}

export function isInsertIntoSubmissions(payload: unknown): payload is { record: unknown } {
  const candidate = payload as Partial<InsertPayload> | null | undefined
  return candidate?.type === 'INSERT' && candidate.table === 'contact_form_submissions' && candidate.schema === 'public'
}

/**
 * Each text field of the row, whether it may be null, and the most characters the database stores in
 * it, counted as char_length counts them (code points).
 */
const textFields = {
  name: { nullable: false, maxLength: 120 },
  email: { nullable: false, maxLength: 254 },
  company: { nullable: true, maxLength: 160 },
  // The longest number the phone check's pattern accepts.
  phone_number: { nullable: true, maxLength: 26 },
  message: { nullable: false, maxLength: 5000 },
  // Postgres writes a timestamptz in about 32 characters.
  created_at: { nullable: false, maxLength: 64 },
  received_at: { nullable: false, maxLength: 64 },
} satisfies Record<Exclude<keyof Enquiry, 'id'>, { nullable: boolean; maxLength: number }>

// A bigint identity: JSON carries it as a number, or as text when it is too large for one.
const isRowId = (id: unknown) =>
  (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) ||
  (typeof id === 'string' && /^[1-9][0-9]{0,18}$/.test(id))

/** Every way the record is not a row the database could have stored, each naming its field. */
export function recordProblems(record: unknown): string[] {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return ['record must be an object']
  const row = record as Record<string, unknown>
  const problems = isRowId(row.id) ? [] : ['record.id must be a positive whole number, or one written as text']
  for (const [field, { nullable, maxLength }] of Object.entries(textFields)) {
    const value = row[field]
    if (typeof value === 'string') {
      if ([...value].length > maxLength)
        problems.push(`record.${field} is longer than the ${maxLength} characters the database stores`)
    } else if (!(nullable && value === null)) {
      problems.push(`record.${field} must be text${nullable ? ' or null' : ''}`)
    }
  }
  return problems
}
