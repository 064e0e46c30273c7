import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearDraft, idempotencyKeyFor } from './contactDraft'
import { toContactSubmission, type ContactFormValues } from './contactForm'

const values: ContactFormValues = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  countryCode: '+91',
  phone: '',
  company: '',
  message: 'A pilot, please.',
  topic: '',
}
const keyFor = (enquiry: ContactFormValues) => idempotencyKeyFor(toContactSubmission(enquiry))
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

afterEach(() => {
  clearDraft()
  vi.unstubAllGlobals()
})

describe('idempotencyKeyFor', () => {
  it('gives a retry of the same message the same key, also when only the spacing around it changed', () => {
    const key = keyFor(values)
    expect(key).toMatch(uuid)
    expect(keyFor({ ...values })).toBe(key)
    expect(keyFor({ ...values, message: '  A pilot, please. ' })).toBe(key)
  })

  it('gives an edited message a new key, and the same message after it was stored a new one too', () => {
    const first = keyFor(values)
    const edited = keyFor({ ...values, message: 'A pilot for two classes, please.' })
    expect(edited).not.toBe(first)
    clearDraft()
    expect(keyFor({ ...values, message: 'A pilot for two classes, please.' })).not.toBe(edited)
  })

  it('makes a version 4 UUID where the browser has no randomUUID (plain http)', () => {
    const { getRandomValues } = globalThis.crypto
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) })
    const keys = new Set(Array.from({ length: 20 }, (_, index) => keyFor({ ...values, message: `Message ${index}` })))
    expect(keys.size).toBe(20)
    for (const key of keys) expect(key).toMatch(uuid)
  })
})
