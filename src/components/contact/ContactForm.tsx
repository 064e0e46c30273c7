import { useEffect, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { CircleCheck, LoaderCircle, Send } from 'lucide-react'
import { site, solutions } from '@/content'
import { contactPage } from '@/content/contact'
import { caseStudyResults } from '@/content/caseStudyResults'
import { cn } from '@/lib/cn'
import { contactFieldLimits, contactFields, contactProblems, enquiryMailto, messageRoom, type ContactField, type ContactFormValues } from '@/lib/contactForm'
import { findTopic, topicLine, type ContactTopic } from '@/lib/contactTopics'
import { useQueryParam } from '@/lib/useQueryParam'
import { TOPIC_PARAM } from '@/paths'
import { clearDraft, idempotencyKeyFor, loadDraft, saveDraft } from '@/lib/contactDraft'
import { notify, prepareNotices } from '@/lib/notify'
import { submitContactMessage } from '@/lib/submitContactMessage'
import { useHydrated } from '@/lib/useHydrated'
import { buttonClasses } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { controlClasses, Field } from '@/components/ui/Field'

type Problems = Partial<Record<ContactField, string>>

interface ContactFormProps {
  /** `card` sits on a white card; `plain` sits straight on the page's own background. */
  variant?: 'card' | 'plain'
  className?: string
}

const copy = contactPage.form

/** What a visitor may ask about, in the groups the topic field shows them. */
const topicGroups: { label: string; topics: ContactTopic[] }[] = [
  { label: copy.topic.solutionsGroup, topics: solutions.map((solution) => ({ id: solution.slug, name: solution.name })) },
  { label: copy.topic.caseStudiesGroup, topics: caseStudyResults.map((study) => ({ id: study.id, name: study.title })) },
]
const topics = topicGroups.flatMap((group) => group.topics)

function readValues(form: HTMLFormElement): ContactFormValues {
  const data = new FormData(form)
  const value = (name: string) => String(data.get(name) ?? '')
  return {
    name: value('name'),
    email: value('email'),
    countryCode: value('countryCode'),
    phone: value('phone'),
    company: value('company'),
    message: value('message'),
    topic: topicLine(copy.topic.storedLine, findTopic(value('topic'), topics)),
  }
}

/** The message for each field the visitor still has to fix, in the words of the content file. */
function problemsIn(form: HTMLFormElement, values: ContactFormValues): Problems {
  const problems = contactProblems(values)
  const email = form.elements.namedItem('email')
  if (!problems.email && email instanceof HTMLInputElement && email.validity.typeMismatch) problems.email = 'invalid'
  const messages: Problems = {}
  for (const [field, problem] of Object.entries(problems) as [ContactField, (typeof problems)[ContactField]][]) {
    if (problem === 'tooLong') messages[field] = copy.problems.tooLong.replace('{max}', String(field === 'message' ? messageRoom(values.topic) : contactFieldLimits[field]))
    else if (problem === 'required') messages[field] = copy.problems.required[field as keyof typeof copy.problems.required]
    else if (problem === 'invalid') messages[field] = copy.problems.invalid[field as keyof typeof copy.problems.invalid]
  }
  return messages
}

function focusField(form: HTMLFormElement, field: ContactField) {
  const control = form.elements.namedItem(field)
  if (control instanceof HTMLElement) control.focus()
}

/** The panel that replaces the form takes the focus, in the middle of the screen, clear of the notice at the top. */
function focusOnArrival(heading: HTMLHeadingElement | null) {
  heading?.focus({ preventScroll: true })
  heading?.scrollIntoView({ block: 'center' })
}

/** While a message is on its way, leaving the page asks first: the browser shows its own question. */
function holdPage(event: BeforeUnloadEvent) {
  event.preventDefault()
  // Older browsers ask only when returnValue is set.
  event.returnValue = ''
}

/**
 * The enquiry form. It never throws away what the visitor typed: values stay on every failure, a
 * draft survives a reload until the message is stored, leaving while it is sending asks first, a
 * retry cannot store it twice, a second submit while one is on its way is ignored, and every
 * failure offers to send the message by email instead. A link that names a topic (`?topic=lms`)
 * chooses it; once the message is stored, a panel says who will reply and when, in place of the form.
 */
export function ContactForm({ variant = 'card', className }: ContactFormProps) {
  const hydrated = useHydrated()
  const formRef = useRef<HTMLFormElement>(null)
  const sending = useRef(false)
  const [submitting, setSubmitting] = useState(false)
  const [problems, setProblems] = useState<Problems>({})
  // The topic the link that led here names (`?topic=lms`), until the visitor chooses another.
  const linkedTopic = findTopic(useQueryParam(TOPIC_PARAM), topics)
  const [chosenTopic, setChosenTopic] = useState<string | null>(null)
  const topicId = chosenTopic ?? linkedTopic?.id ?? ''
  /** The address a stored message will be answered at; null while the form is shown. */
  const [sentTo, setSentTo] = useState<string | null>(null)
  const topic = topicLine(copy.topic.storedLine, findTopic(topicId, topics))

  // Another message: an empty form, its first field focused as soon as it is there.
  function sendAnother() {
    flushSync(() => setSentTo(null))
    focusField(formRef.current!, 'name')
  }

  // Bring back a draft from earlier in this session, without overwriting anything typed before hydration.
  useEffect(() => {
    const form = formRef.current
    const draft = loadDraft()
    if (!form || !draft) return
    for (const [name, value] of Object.entries(draft)) {
      const control = form.elements.namedItem(name)
      if ((control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) && !control.value) control.value = value
      if (control instanceof HTMLSelectElement && control.querySelector(`option[value="${CSS.escape(value)}"]`)) control.value = value
    }
  }, [])

  function handleInput(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget
    saveDraft(readValues(form))
    // A problem disappears as soon as it is fixed; new ones wait for the next submit.
    const name = (event.target as HTMLInputElement).name as ContactField
    if (problems[name]) {
      const remaining = problemsIn(form, readValues(form))[name]
      setProblems((current) => ({ ...current, [name]: remaining }))
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending.current) return
    const form = event.currentTarget
    const values = readValues(form)
    const found = problemsIn(form, values)
    setProblems(found)
    const first = contactFields.find((field) => found[field])
    if (first) return focusField(form, first)

    sending.current = true
    setSubmitting(true)
    saveDraft(values)
    window.addEventListener('beforeunload', holdPage)
    const failed = (description: string) =>
      notify({ tone: 'destructive', title: copy.notices.errorTitle, description, link: { href: enquiryMailto(site.contact.email, values, copy.notices.emailSubject), label: copy.notices.emailInstead } })
    try {
      // Once the server has answered, leaving no longer risks anything.
      const result = await submitContactMessage(values, { idempotencyKey: idempotencyKeyFor(values) }).finally(() => window.removeEventListener('beforeunload', holdPage))
      if (result.success) {
        form.reset()
        clearDraft()
        setSentTo(values.email.trim())
        await notify({ tone: 'default', title: copy.notices.successTitle, description: result.message })
      } else {
        if (result.field) {
          setProblems({ [result.field]: result.message })
          focusField(form, result.field)
        }
        await failed(result.message)
      }
    } catch (error) {
      console.error(error)
      await failed(copy.notices.failure)
    } finally {
      window.removeEventListener('beforeunload', holdPage)
      sending.current = false
      setSubmitting(false)
    }
  }

  const fields = copy.fields
  const [beforeEmail, afterEmail] = copy.noScript.split('{email}')
  const headingId = `${copy.id}-heading`
  const [beforeAddress, afterAddress] = copy.sent.text.split('{email}')
  const body = sentTo !== null ? (
    <div className="flex flex-col items-start">
      <CircleCheck aria-hidden="true" className="size-12 text-accent-700" />
      <h2 ref={focusOnArrival} tabIndex={-1} className="mt-5 text-2xl font-bold tracking-tight text-ink">
        {copy.sent.heading}
      </h2>
      <p data-testid="reply-promise" className="mt-3 max-w-xl text-lead text-muted">
        {beforeAddress}
        <strong className="font-semibold [overflow-wrap:anywhere] text-ink">{sentTo}</strong>
        {afterAddress}
      </p>
      <button type="button" onClick={sendAnother} className={buttonClasses('secondary', 'lg', 'mt-8')}>
        {copy.sent.again}
      </button>
    </div>
  ) : (
    <>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink">
        {copy.heading}
      </h2>
      <p className="mt-2 text-muted">{copy.subtitle}</p>
      <p className="mt-1 text-sm text-muted">{copy.requiredNote}</p>

      <form
        ref={formRef}
        id={copy.id}
        aria-labelledby={headingId}
        // Before hydration the browser's own checks apply; after it, the form shows its own messages.
        noValidate={hydrated}
        onSubmit={handleSubmit}
        onFocus={prepareNotices}
        onInput={handleInput}
        className="mt-8 grid gap-6 sm:grid-cols-2"
      >
        <Field id="contact-name" label={fields.name.label} problem={problems.name}>
          {(control) => <input {...control} name="name" type="text" autoComplete="name" required maxLength={contactFieldLimits.name} placeholder={fields.name.placeholder} className={controlClasses()} />}
        </Field>
        <Field id="contact-email" label={fields.email.label} problem={problems.email}>
          {(control) => (
            <input {...control} name="email" type="email" autoComplete="email" required maxLength={contactFieldLimits.email} placeholder={fields.email.placeholder} className={controlClasses()} />
          )}
        </Field>
        <Field id="contact-phone" label={fields.phone.label} hint={fields.phone.hint} problem={problems.phone}>
          {(control) => (
            <div className="flex gap-2">
              <select name="countryCode" aria-label={copy.countryCodeLabel} defaultValue={copy.defaultCountryCode} autoComplete="tel-country-code" className={controlClasses('w-32 shrink-0 pr-8')}>
                {copy.countryCodes.map((option) => (
                  <option key={option.code} value={option.code}>
                    {`${option.code} ${option.country}`}
                  </option>
                ))}
              </select>
              <input {...control} name="phone" type="tel" inputMode="tel" autoComplete="tel-national" maxLength={contactFieldLimits.phone} placeholder={fields.phone.placeholder} className={controlClasses('w-full min-w-0')} />
            </div>
          )}
        </Field>
        <Field id="contact-company" label={fields.company.label} problem={problems.company}>
          {(control) => <input {...control} name="company" type="text" autoComplete="organization" maxLength={contactFieldLimits.company} placeholder={fields.company.placeholder} className={controlClasses()} />}
        </Field>
        <Field id="contact-topic" label={copy.topic.label} className="sm:col-span-2">
          {(control) => (
            <select {...control} name="topic" value={topicId} onChange={(event) => setChosenTopic(event.target.value)} className={controlClasses('w-full pr-8')}>
              <option value="">{copy.topic.general}</option>
              {topicGroups.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {group.topics.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
        <Field id="contact-message" label={fields.message.label} problem={problems.message} className="sm:col-span-2">
          {(control) => <textarea {...control} name="message" rows={4} required maxLength={messageRoom(topic)} placeholder={fields.message.placeholder} className={controlClasses('w-full resize-y')} />}
        </Field>
        <div className="sm:col-span-2">
          <button type="submit" disabled={!hydrated || submitting} className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
            {submitting ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" /> : <Send aria-hidden="true" className="size-5" />}
            {submitting ? copy.submittingLabel : copy.submitLabel}
          </button>
          <noscript>
            <p className="mt-4 text-sm text-muted">
              {beforeEmail}
              <a href={`mailto:${site.contact.email}`} className="font-semibold text-brand-700 underline">
                {site.contact.email}
              </a>
              {afterEmail}
            </p>
          </noscript>
        </div>
      </form>
    </>
  )

  return variant === 'card' ? <Card className={className}>{body}</Card> : <div className={cn(className)}>{body}</div>
}
