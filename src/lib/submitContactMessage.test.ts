import { describe, expect, it } from 'vitest'
import { contactPage } from '@/content/contact'
import { describeRefusal } from './submitContactMessage'

const notices = contactPage.form.notices

describe('describeRefusal', () => {
  it('turns the rate limit into plain words', () => {
    expect(describeRefusal({ code: 'PT429', message: 'Too many messages from this address' }, 429)).toEqual({
      success: false,
      message: notices.rateLimited,
    })
  })

  it('names the field whose check the database refused', () => {
    const error = {
      code: '23514',
      message:
        'new row for relation "contact_form_submissions" violates check constraint "contact_form_submissions_phone_number_check"',
    }
    expect(describeRefusal(error, 400)).toEqual({ success: false, message: notices.refused.phone, field: 'phone' })
  })

  it('falls back to a general refusal when no field is named', () => {
    expect(describeRefusal({ code: '23502', message: 'null value in column "name"' }, 400)).toEqual({
      success: false,
      message: notices.refusedGeneral,
    })
  })

  it('leaves server failures to the caller', () => {
    expect(describeRefusal({ code: 'XX000', message: 'internal error' }, 500)).toBeUndefined()
    expect(describeRefusal({ code: '', message: 'TypeError: Failed to fetch' }, 0)).toBeUndefined()
  })
})
