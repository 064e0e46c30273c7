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
interface SendOutcome {
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
  const failed = (description: string) =>
    notify({
      tone: 'destructive',
      title: notices.errorTitle,
      description,
      link: { href: enquiryMailto(site.contact.email, submission, notices.emailSubject), label: notices.emailInstead },
    })
  window.addEventListener('beforeunload', holdPage)
  const result = await submitContactMessage(submission, idempotencyKeyFor(submission))
    .catch((error: unknown) => console.error(error))
    // Once the server has answered, leaving no longer risks anything.
    .finally(() => window.removeEventListener('beforeunload', holdPage))
  if (!result) return failed(notices.failure)
  if (result.success) {
    clearDraft()
    onSent()
    return notify({ tone: 'default', title: notices.successTitle, description: result.message })
  }
  if (result.field) onRefused(result.field, result.message)
  return failed(result.message)
}
