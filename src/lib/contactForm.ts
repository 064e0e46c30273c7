/**
 * The contact form's values and the rules both the form and the database enforce. The limits and
 * the phone shape repeat the CHECK constraints in supabase/migrations/; the database tests prove
 * the two agree.
 */
import { fillWords } from '@/content/words'

export interface ContactFormValues {
  name: string
  email: string
  countryCode: string
  phone: string
  company: string
  message: string
  /**
   * What the visitor asked about, as the line stored above their message ("Topic: Disha"), or ''
   * for none: then the stored message is exactly what they typed.
   */
  topic: string
}

export type ContactField = Exclude<keyof ContactFormValues, 'countryCode' | 'topic'>

/** The fields in the order the form shows them, which is the order focus visits problems. */
export const contactFields: readonly ContactField[] = ['name', 'email', 'phone', 'company', 'message']

export const requiredContactFields: ReadonlySet<ContactField> = new Set(['name', 'email', 'message'])

/**
 * Longest value accepted per field, in characters (the phone limit is for the number without its
 * code, the message's for the message as stored, topic line included).
 */
export const contactFieldLimits: Record<ContactField, number> = {
  name: 120,
  email: 254,
  phone: 20,
  company: 160,
  message: 5000,
}

/** The blank line between the topic and the message. */
const TOPIC_SEPARATOR = '\n\n'

/** How many characters the visitor may type in the message when `topic` is stored above it. */
export const messageRoom = (topic: string) =>
  contactFieldLimits.message - (topic ? topic.length + TOPIC_SEPARATOR.length : 0)

/** The message as stored: the topic line, a blank line, then what the visitor typed. */
const storedMessage = (values: Pick<ContactFormValues, 'message' | 'topic'>) =>
  (values.topic ? values.topic + TOPIC_SEPARATOR : '') + values.message.trim()

/** Digits, spaces, brackets, dots and dashes, starting with a digit or "(" and ending with a digit. */
const phoneNumberShape = /^[0-9(][0-9 ().-]{2,18}[0-9]$/

export type ContactProblem = 'required' | 'invalid' | 'tooLong'

/**
 * What is wrong with each field, judged on the trimmed values. The email's shape is left to the
 * browser's own `type="email"` check, and to the database, which also wants a dot in the domain.
 */
export function contactProblems(values: ContactFormValues): Partial<Record<ContactField, ContactProblem>> {
  const problems: Partial<Record<ContactField, ContactProblem>> = {}
  for (const field of contactFields) {
    const value = values[field].trim()
    if (!value) {
      if (requiredContactFields.has(field)) problems[field] = 'required'
    } else if (
      field === 'message' ? value.length > messageRoom(values.topic) : value.length > contactFieldLimits[field]
    ) {
      problems[field] = 'tooLong'
    } else if (field === 'phone' && !phoneNumberShape.test(value)) {
      problems[field] = 'invalid'
    }
  }
  return problems
}

/** The row stored in `contact_form_submissions`: trimmed, with empty optional fields as null. */
export interface ContactSubmission {
  name: string
  email: string
  company: string | null
  message: string
  phone_number: string | null
  created_at: string
}

export function toContactSubmission(values: ContactFormValues, now: Date = new Date()): ContactSubmission {
  const phone = values.phone.trim()
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    company: values.company.trim() || null,
    message: storedMessage(values),
    phone_number: phone ? `${values.countryCode} ${phone}` : null,
    created_at: now.toISOString(),
  }
}

/**
 * A `mailto:` link that opens the visitor's mail app with their enquiry in it, for when the form
 * cannot send it: the message, then their name, company and phone as a signature. Line breaks are
 * CRLF, as mailto bodies want them (RFC 6068).
 */
export function enquiryMailto(to: string, values: ContactFormValues, subjectTemplate: string): string {
  const submission = toContactSubmission(values)
  const signature = [submission.name, submission.company, submission.phone_number].filter(Boolean)
  const body = [submission.message, '', ...signature].join('\n').replace(/\r?\n/g, '\r\n')
  const subject = fillWords(subjectTemplate, { visitorName: submission.name }).trim()
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
