import { contactPage } from '@/content/contact'
import { fillWords } from '@/content/words'
import { fieldLimit, type ContactProblem } from '@/lib/contactForm'
import type { EnquiryField, RequiredField, ShapedField } from '../../../supabase/functions/_shared/enquiry.ts'

const copy = contactPage.form.problems

export type ProblemMessages = Partial<Record<EnquiryField, string>>

/** Each field's problem in the content file's words; `topic`, the line stored above the message, takes some of its room. */
export function problemMessages(problems: Partial<Record<EnquiryField, ContactProblem>>, topic: string) {
  const messages: ProblemMessages = {}
  for (const [field, problem] of Object.entries(problems) as [EnquiryField, ContactProblem | undefined][]) {
    if (problem === 'tooLong') messages[field] = fillWords(copy.tooLong, { max: fieldLimit(field, topic) })
    else if (problem === 'required') messages[field] = copy.required[field as RequiredField]
    else if (problem === 'invalid') messages[field] = copy.invalid[field as ShapedField]
  }
  return messages
}
