// The contact form's problem messages: the content file's words, and the limits they name.
import { describe, expect, it } from 'vitest'
import { contactPage } from '@/content/contact'
import { fillWords } from '@/content/words'
import { fieldLimit } from '@/lib/contactForm'
import { enquiryFields } from '../../../supabase/functions/_shared/enquiry.ts'
import { problemMessages } from './problemMessages'

const copy = contactPage.form.problems
const topic = 'Topic: Disha'

describe('problemMessages', () => {
  it("names a too-long field's limit, the message's less the room its topic line takes", () => {
    const messages = problemMessages({ company: 'tooLong', message: 'tooLong' }, topic)
    expect(messages.company).toBe(fillWords(copy.tooLong, { max: enquiryFields.company.maxLength }))
    expect(messages.message).toBe(fillWords(copy.tooLong, { max: fieldLimit('message', topic) }))
    expect(fieldLimit('message', topic)).toBeLessThan(enquiryFields.message.maxLength)
  })

  it('has nothing to say about a form without problems', () => {
    expect(problemMessages({}, topic)).toEqual({})
  })
})
