import { describe, expect, it } from 'vitest'
import { contactPage } from '@/content/contact'
import { describeRefusal } from './submitContactMessage'

const notices = contactPage.form.notices

describe('describeRefusal', () => {
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
})
