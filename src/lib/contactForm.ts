/** The contact form's values, the problems it finds in them, and the enquiry it makes of them. */
import { fillWords } from '@/content/words'
import {
  characterCount,
  enquiryFieldNames,
  enquiryFields,
  shapedFields,
  type EnquiryField,
  type NewEnquiry,
  type ShapedField,
} from '../../supabase/functions/_shared/enquiry.ts'

export type ContactFormValues = Record<EnquiryField, string> & {
  countryCode: string
  /** The line stored above the message ("Topic: Disha"), or '' for none: then the message is stored as typed. */
  topic: string
}

const TOPIC_SEPARATOR = '\n\n'

/** How many characters the visitor may type in `field`: the message shares its room with the topic line stored above it. */
export const fieldLimit = (field: EnquiryField, topic: string) =>
  enquiryFields[field].maxLength - (field === 'message' && topic ? characterCount(topic + TOPIC_SEPARATOR) : 0)

export type ContactProblem = 'required' | 'invalid' | 'tooLong'

/** Judged on the trimmed values, by the rules the database holds: what it would refuse is found before Send. */
export function contactProblems(values: ContactFormValues): Partial<Record<EnquiryField, ContactProblem>> {
  const problems: Partial<Record<EnquiryField, ContactProblem>> = {}
  for (const field of enquiryFieldNames) {
    const value = values[field].trim()
    if (!value) {
      if (enquiryFields[field].required) problems[field] = 'required'
    } else if (characterCount(value) > fieldLimit(field, values.topic)) {
      problems[field] = 'tooLong'
    } else if (field in shapedFields && !shapedFields[field as ShapedField](value)) {
      problems[field] = 'invalid'
    }
  }
  return problems
}

/** The row stored in `contact_form_submissions`: trimmed, with empty optional fields as null. */
export function toContactSubmission(values: ContactFormValues, now: Date = new Date()): NewEnquiry {
  const phone = values.phone.trim()
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    company: values.company.trim() || null,
    message: (values.topic ? values.topic + TOPIC_SEPARATOR : '') + values.message.trim(),
    phone_number: phone ? `${values.countryCode} ${phone}` : null,
    created_at: now.toISOString(),
  }
}

/** For when the form cannot send: the visitor's mail app, with the message signed. CRLF as RFC 6068 wants. */
export function enquiryMailto(to: string, submission: NewEnquiry, subjectTemplate: string): string {
  const signature = [submission.name, submission.company, submission.phone_number].filter(Boolean)
  const body = [submission.message, '', ...signature].join('\n').replace(/\r?\n/g, '\r\n')
  const subject = fillWords(subjectTemplate, { visitorName: submission.name }).trim()
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
