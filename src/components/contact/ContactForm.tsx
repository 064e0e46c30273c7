/**
 * The enquiry form. It never throws away what the visitor typed: values stay on every failure, a
 * draft survives a reload until the message is stored, leaving while it is sending asks first, a
 * retry cannot store it twice, a second submit while one is on its way is ignored, and every
 * failure offers to send the message by email instead. A link that names a topic (`?topic=lms`)
 * chooses it; once the message is stored, a panel says who will reply and when, in place of the form.
 * This file lays the form out; its state lives in useContactForm, the sending in sendEnquiry.
 */
import * as icons from '@/components/ui/icons'
import { Icon } from '@/components/ui/Icon'
import { site } from '@/content'
import { contactPage } from '@/content/contact'
import { fillParts } from '@/content/words'
import { cn } from '@/lib/cn'
import { prepareNotices } from '@/lib/notify'
import { useHydrated } from '@/lib/useHydrated'
import { buttonClasses } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { controlClasses, Field } from '@/components/ui/Field'
import { SentPanel } from './SentPanel'
import { TopicField } from './TopicField'
import { useContactForm } from './useContactForm'
import { enquiryFields } from '../../../supabase/functions/_shared/enquiry.ts'

interface ContactFormProps {
  /** `card` sits on a white card; `plain` sits straight on the page's own background. */
  variant?: 'card' | 'plain'
  className?: string
}

const copy = contactPage.form

export function ContactForm({ variant = 'card', className }: ContactFormProps) {
  const hydrated = useHydrated()
  const {
    formRef,
    problems,
    submitting,
    topicId,
    chooseTopic,
    messageLimit,
    sentTo,
    sendAnother,
    handleInput,
    handleSubmit,
  } = useContactForm()

  const fields = copy.fields
  const headingId = `${copy.id}-heading`
  const body =
    sentTo !== null ? (
      <SentPanel email={sentTo} onSendAnother={sendAnother} />
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
            {(control) => (
              <input
                {...control}
                name="name"
                type="text"
                autoComplete="name"
                required
                maxLength={enquiryFields.name.maxLength}
                placeholder={fields.name.placeholder}
                className={controlClasses()}
              />
            )}
          </Field>
          <Field id="contact-email" label={fields.email.label} problem={problems.email}>
            {(control) => (
              <input
                {...control}
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={enquiryFields.email.maxLength}
                placeholder={fields.email.placeholder}
                className={controlClasses()}
              />
            )}
          </Field>
          <Field id="contact-phone" label={fields.phone.label} hint={fields.phone.hint} problem={problems.phone}>
            {(control) => (
              <div className="flex gap-2">
                <select
                  name="countryCode"
                  aria-label={copy.countryCodeLabel}
                  defaultValue={copy.defaultCountryCode}
                  autoComplete="tel-country-code"
                  className={controlClasses('w-32 shrink-0 pr-8')}
                >
                  {copy.countryCodes.map((option) => (
                    <option key={option.code} value={option.code}>
                      {`${option.code} ${option.country}`}
                    </option>
                  ))}
                </select>
                <input
                  {...control}
                  name="phone"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  maxLength={enquiryFields.phone.maxLength}
                  placeholder={fields.phone.placeholder}
                  className={controlClasses('w-full min-w-0')}
                />
              </div>
            )}
          </Field>
          <Field id="contact-company" label={fields.company.label} problem={problems.company}>
            {(control) => (
              <input
                {...control}
                name="company"
                type="text"
                autoComplete="organization"
                maxLength={enquiryFields.company.maxLength}
                placeholder={fields.company.placeholder}
                className={controlClasses()}
              />
            )}
          </Field>
          <TopicField value={topicId} onChange={chooseTopic} />
          <Field id="contact-message" label={fields.message.label} problem={problems.message} className="sm:col-span-2">
            {(control) => (
              <textarea
                {...control}
                name="message"
                rows={4}
                required
                maxLength={messageLimit}
                placeholder={fields.message.placeholder}
                className={controlClasses('w-full resize-y')}
              />
            )}
          </Field>
          <div className="sm:col-span-2">
            <button
              type="submit"
              disabled={!hydrated || submitting}
              className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}
            >
              {submitting ? (
                <Icon icon={icons.loaderCircle} className="size-5 animate-spin motion-reduce:animate-none" />
              ) : (
                <Icon icon={icons.send} className="size-5" />
              )}
              {submitting ? copy.submittingLabel : copy.submitLabel}
            </button>
            <noscript>
              <p className="mt-4 text-sm text-muted">
                {fillParts(copy.noScript, {
                  emailLink: (
                    <a
                      key="email"
                      href={`mailto:${site.contact.email}`}
                      className="font-semibold text-brand-700 underline"
                    >
                      {site.contact.email}
                    </a>
                  ),
                })}
              </p>
            </noscript>
          </div>
        </form>
      </>
    )

  return variant === 'card' ? <Card className={className}>{body}</Card> : <div className={cn(className)}>{body}</div>
}
