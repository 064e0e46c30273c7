/**
 * Sends one checked enquiry from the contact form and tells the visitor how it went. Until the
 * server answers, the draft is kept and leaving the page asks first; a retry of the same message
 * reuses its idempotency key; every failure notice offers to send the message by email instead.
 */
import { site } from '@/content'
import { contactPage } from '@/content/contact'
import { enquiryMailto, toContactSubmission, type ContactFormValues } from '@/lib/contactForm'
import { clearDraft, idempotencyKeyFor, saveDraft } from '@/lib/contactDraft'
import { notify } from '@/lib/notify'
import { submitContactMessage } from '@/lib/submitContactMessage'
import type { EnquiryField } from '../../../supabase/functions/_shared/enquiry.ts'

const notices = contactPage.form.notices

export interface SendOutcome {
  /** The message is stored; called before the notice says so. */
  onSent: () => void
  /** The database refused the value of `field`, for the reason in `message`; called before the notice. */
  onRefused: (field: EnquiryField, message: string) => void
}

/** While a message is on its way, leaving the page asks first: the browser shows its own question. */
function holdPage(event: BeforeUnloadEvent) {
  event.preventDefault()
  // Older browsers ask only when returnValue is set.
  event.returnValue = ''
}

/** Resolves once the visitor has been told the outcome. */
export async function sendEnquiry(values: ContactFormValues, { onSent, onRefused }: SendOutcome): Promise<void> {
  saveDraft(values)
  const submission = toContactSubmission(values)
  window.addEventListener('beforeunload', holdPage)
  const failed = (description: string) =>
    notify({
      tone: 'destructive',
      title: notices.errorTitle,
      description,
      link: { href: enquiryMailto(site.contact.email, submission, notices.emailSubject), label: notices.emailInstead },
    })
  try {
    // Once the server has answered, leaving no longer risks anything.
    const result = await submitContactMessage(submission, { idempotencyKey: idempotencyKeyFor(submission) }).finally(
      () => window.removeEventListener('beforeunload', holdPage),
    )
    if (result.success) {
      clearDraft()
      onSent()
      await notify({ tone: 'default', title: notices.successTitle, description: result.message })
    } else {
      if (result.field) onRefused(result.field, result.message)
      await failed(result.message)
    }
  } catch (error) {
    console.error(error)
    await failed(notices.failure)
  } finally {
    window.removeEventListener('beforeunload', holdPage)
  }
}
