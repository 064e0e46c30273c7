import { describe, expect, it } from 'vitest'
import { contactFieldLimits, contactProblems, toContactSubmission, type ContactFormValues } from './contactForm'

const filled: ContactFormValues = {
  name: '  Asha Rao ',
  email: ' asha@school.org ',
  countryCode: '+91',
  phone: ' 98765 43210 ',
  company: ' Greenfield School ',
  message: '\nWe would like a pilot.\n',
}
const now = new Date('2026-11-22T10:00:00.000Z')

describe('toContactSubmission', () => {
  it('trims every value and joins the country code and number with one space', () => {
    expect(toContactSubmission(filled, now)).toEqual({
      name: 'Asha Rao',
      email: 'asha@school.org',
      company: 'Greenfield School',
      message: 'We would like a pilot.',
      phone_number: '+91 98765 43210',
      created_at: '2026-11-22T10:00:00.000Z',
    })
  })

  it('stores no phone when no number was typed, whatever the country code', () => {
    expect(toContactSubmission({ ...filled, countryCode: '+44', phone: '   ' }, now).phone_number).toBeNull()
  })

  it('stores an empty or blank company as null', () => {
    expect(toContactSubmission({ ...filled, company: '' }, now).company).toBeNull()
    expect(toContactSubmission({ ...filled, company: '  ' }, now).company).toBeNull()
  })
})

describe('contactProblems', () => {
  it('finds nothing wrong with a complete form, or one without the optional fields', () => {
    expect(contactProblems(filled)).toEqual({})
    expect(contactProblems({ ...filled, phone: '', company: '' })).toEqual({})
  })

  it('requires name, email and message, counting blank as missing', () => {
    expect(contactProblems({ ...filled, name: ' ', email: '', message: '\n\t' })).toEqual({ name: 'required', email: 'required', message: 'required' })
  })

  it('refuses a value over its limit', () => {
    expect(contactProblems({ ...filled, message: 'x'.repeat(contactFieldLimits.message + 1) })).toEqual({ message: 'tooLong' })
  })

  it.each(['98765', '(080) 4000-1234', '020 7946 0958', '555.123.4567'])('accepts the phone number %s', (phone) => {
    expect(contactProblems({ ...filled, phone })).toEqual({})
  })

  it.each(['12', 'call me', '+91 98765', '98765 43210 ext'])('refuses the phone number %s', (phone) => {
    expect(contactProblems({ ...filled, phone })).toEqual({ phone: 'invalid' })
  })
})
