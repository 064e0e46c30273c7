import type { NewEnquiry } from '../../supabase/functions/_shared/enquiry.ts'
import type { ContactFormValues } from './contactForm'

const draftKey = 'contact-form-draft'
const attemptKey = 'contact-form-attempt'

/*
 * What the visitor has typed, kept in session storage so a reload or a slip of the back button
 * loses nothing until the message is sent. Storage can be unavailable (private modes, full quota):
 * then the draft is simply not kept, and the attempt below is remembered for this page only.
 */

function read(key: string): unknown {
  try {
    const saved = sessionStorage.getItem(key)
    return saved ? JSON.parse(saved) : undefined
  } catch {
    return undefined
  }
}

function write(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Not kept: the values are still in the form.
  }
}

function remove(key: string): void {
  try {
    sessionStorage.removeItem(key)
  } catch {
    // Nothing was kept.
  }
}

export function loadDraft(): Partial<ContactFormValues> | undefined {
  const draft = read(draftKey)
  if (typeof draft !== 'object' || draft === null) return undefined
  return Object.fromEntries(
    Object.entries(draft).filter(([, value]) => typeof value === 'string'),
  ) as Partial<ContactFormValues>
}

export function saveDraft(values: ContactFormValues): void {
  write(draftKey, values)
}

/** The message was stored: forget the draft and its attempt. */
export function clearDraft(): void {
  remove(draftKey)
  remove(attemptKey)
  lastAttempt = undefined
}

interface Attempt {
  key: string
  /** What was sent, without the time: the same message sent again is a retry. */
  message: string
}

let lastAttempt: Attempt | undefined

/**
 * The idempotency key to send `submission` with. A retry of the same message (after a timeout, a
 * failure or a reload) reuses the key of the earlier attempt, so the database stores it once even if
 * that attempt did arrive; an edited message is a new one and gets a new key.
 */
export function idempotencyKeyFor({ created_at: _sentAt, ...enquiry }: NewEnquiry): string {
  const message = JSON.stringify(enquiry)
  const saved = (read(attemptKey) as Partial<Attempt> | undefined) ?? lastAttempt
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
