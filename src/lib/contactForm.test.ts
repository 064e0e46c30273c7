import { describe, expect, it } from 'vitest'
import { enquiryFields } from '../../supabase/functions/_shared/enquiry.ts'
import { contactProblems, enquiryMailto, fieldLimit, toContactSubmission, type ContactFormValues } from './contactForm'

const filled: ContactFormValues = {
  name: '  Asha Rao ',
  email: ' asha@school.org ',
  countryCode: '+91',
  phone: ' 98765 43210 ',
  company: ' Greenfield School ',
  message: '\nWe would like a pilot.\n',
  topic: '',
}
const now = new Date('2026-11-22T10:00:00.000Z')

describe('toContactSubmission', () => {
  it('stores no phone when no number was typed, whatever the country code', () => {
    expect(toContactSubmission({ ...filled, countryCode: '+44', phone: '   ' }, now).phone_number).toBeNull()
  })

  it('stores an empty or blank company as null', () => {
    expect(toContactSubmission({ ...filled, company: '' }, now).company).toBeNull()
    expect(toContactSubmission({ ...filled, company: '  ' }, now).company).toBeNull()
  })
})

describe('the topic line', () => {
  it('counts the topic line against the message limit, so the stored message always fits', () => {
    const topic = 'Topic: Skilling Tutor (Disha)'
    const room = fieldLimit('message', topic)
    expect(room).toBe(enquiryFields.message.maxLength - topic.length - 2)
    expect(contactProblems({ ...filled, topic, message: 'x'.repeat(room) })).toEqual({})
    expect(toContactSubmission({ ...filled, topic, message: 'x'.repeat(room) }, now).message).toHaveLength(
      enquiryFields.message.maxLength,
    )
    expect(contactProblems({ ...filled, topic, message: 'x'.repeat(room + 1) })).toEqual({ message: 'tooLong' })
    expect(contactProblems({ ...filled, message: 'x'.repeat(room + 1) })).toEqual({})
  })
})

describe('contactProblems', () => {
  it('finds nothing wrong with a complete form, or one without the optional fields', () => {
    expect(contactProblems(filled)).toEqual({})
    expect(contactProblems({ ...filled, phone: '', company: '' })).toEqual({})
  })

  it('counts characters as the database does, an emoji as one: a message of emoji fills its room, not half of it', () => {
    const { maxLength } = enquiryFields.message
    expect(contactProblems({ ...filled, message: '😀'.repeat(maxLength) })).toEqual({})
    expect(contactProblems({ ...filled, message: '😀'.repeat(maxLength + 1) })).toEqual({ message: 'tooLong' })
  })

  it.each(['98765', '(080) 4000-1234', '020 7946 0958', '555.123.4567'])('accepts the phone number %s', (phone) => {
    expect(contactProblems({ ...filled, phone })).toEqual({})
  })

  it.each(['12', 'call me', '+91 98765', '98765 43210 ext'])('refuses the phone number %s', (phone) => {
    expect(contactProblems({ ...filled, phone })).toEqual({ phone: 'invalid' })
  })
})

describe('enquiryMailto', () => {
  const values = {
    name: ' Asha Rao ',
    email: 'asha@example.com',
    countryCode: '+91',
    phone: '98765 43210',
    company: 'Greenfield & Co',
    message: 'A pilot?\nFor 40 learners, 100% online.',
    topic: '',
  }

  const mailto = (enquiry: ContactFormValues, subject = 'From {{visitorName}}') =>
    enquiryMailto('hello@example.org', toContactSubmission(enquiry), subject)

  it('puts the message and a signature in the body, and the name in the subject', () => {
    const link = new URL(mailto(values, 'Website enquiry from {{visitorName}}'))
    expect(link.protocol).toBe('mailto:')
    expect(link.pathname).toBe('hello@example.org')
    expect(link.searchParams.get('subject')).toBe('Website enquiry from Asha Rao')
    expect(link.searchParams.get('body')).toBe(
      'A pilot?\r\nFor 40 learners, 100% online.\r\n\r\nAsha Rao\r\nGreenfield & Co\r\n+91 98765 43210',
    )
  })

  it('puts the topic above the message, as it would be stored', () => {
    const link = new URL(mailto({ ...values, topic: 'Topic: Disha' }))
    expect(link.searchParams.get('body')).toMatch(/^Topic: Disha\r\n\r\nA pilot\?\r\n/)
  })

  it('encodes what would end a parameter or the link, and leaves out empty fields', () => {
    const link = mailto({ ...values, company: '', phone: '', message: 'a&body=b?c#d %' })
    expect(link).not.toMatch(/[ #]/)
    expect(new URL(link).searchParams.get('body')).toBe('a&body=b?c#d %\r\n\r\nAsha Rao')
  })
})
