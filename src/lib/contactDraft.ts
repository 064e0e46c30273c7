// What the visitor typed, kept in session storage so a reload or a slip of the back button loses nothing until it
// is sent. Where storage is unavailable (private modes, a full quota) nothing is kept, and the attempt lives in memory.
import type { NewEnquiry } from '../../supabase/functions/_shared/enquiry.ts'
import type { ContactFormValues } from './contactForm'

const draftKey = 'contact-form-draft'
const attemptKey = 'contact-form-attempt'

function stored<T>(act: (storage: Storage) => T): T | undefined {
  try {
    return act(sessionStorage)
  } catch {
    return undefined
  }
}

const read = (key: string): unknown => stored((storage) => JSON.parse(storage.getItem(key) ?? 'null'))
const write = (key: string, value: unknown) => stored((storage) => storage.setItem(key, JSON.stringify(value)))

export function loadDraft(): Partial<ContactFormValues> | undefined {
  const draft = read(draftKey)
  if (typeof draft !== 'object' || draft === null) return undefined
  return Object.fromEntries(Object.entries(draft).filter(([, value]) => typeof value === 'string'))
}

export const saveDraft = (values: ContactFormValues) => write(draftKey, values)

/** The message was stored: forget the draft and its attempt. */
export function clearDraft(): void {
  stored((storage) => [draftKey, attemptKey].forEach((key) => storage.removeItem(key)))
  lastAttempt = undefined
}

/** The last key sent, and what was sent with it, without the time: the same message sent again is a retry. */
let lastAttempt: { key: string; message: string } | undefined

/** A retry of the same message reuses its attempt's key, so the database stores it once if that attempt arrived. */
export function idempotencyKeyFor({ created_at: _sentAt, ...enquiry }: NewEnquiry): string {
  const message = JSON.stringify(enquiry)
  const saved = (read(attemptKey) as Partial<typeof lastAttempt>) ?? lastAttempt
  if (saved?.message === message && typeof saved.key === 'string') return saved.key
  lastAttempt = { key: newKey(), message }
  write(attemptKey, lastAttempt)
  return lastAttempt.key
}

/** A random UUID; randomUUID exists only on secure origins, so plain http (a LAN preview) builds one. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
