import type { ContactFormValues } from './contactForm'

const draftKey = 'contact-form-draft'

/**
 * What the visitor has typed, kept in session storage so a reload or a slip of the back button
 * loses nothing until the message is sent. Storage can be unavailable (private modes, full quota):
 * then the draft is simply not kept.
 */
export function loadDraft(): Partial<ContactFormValues> | undefined {
  try {
    const saved = sessionStorage.getItem(draftKey)
    const draft: unknown = saved ? JSON.parse(saved) : undefined
    if (typeof draft !== 'object' || draft === null) return undefined
    return Object.fromEntries(Object.entries(draft).filter(([, value]) => typeof value === 'string')) as Partial<ContactFormValues>
  } catch {
    return undefined
  }
}

export function saveDraft(values: ContactFormValues): void {
  try {
    sessionStorage.setItem(draftKey, JSON.stringify(values))
  } catch {
    // Not kept: the values are still in the form.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(draftKey)
  } catch {
    // Nothing was kept.
  }
}
