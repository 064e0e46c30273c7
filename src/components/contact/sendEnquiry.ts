// Sends one checked enquiry and tells the visitor how it went. Until the server answers, the draft is kept and
// leaving asks first; a retry reuses the message's idempotency key; every failure offers to send it by email.
import { site } from '@/content'
import { contactPage } from '@/content/contact'
import { enquiryMailto, toContactSubmission, type ContactFormValues } from '@/lib/contactForm'
import { clearDraft, idempotencyKeyFor, saveDraft } from '@/lib/contactDraft'
import { notify } from '@/lib/notify'
import { submitContactMessage } from '@/lib/submitContactMessage'
import type { EnquiryField } from '../../../supabase/functions/_shared/enquiry.ts'

const notices = contactPage.form.notices

/** Each is called before the notice that says so. */
export interface SendOutcome {
  onSent: () => void
  onRefused: (field: EnquiryField, message: string) => void
}

/** While a message is on its way, leaving the page asks first: the browser shows its own question. */
function holdPage(event: BeforeUnloadEvent) {
  event.preventDefault()
  // Older browsers ask only when returnValue is set.
  event.returnValue = ''
}

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
