// The enquiry form, which never loses what the visitor typed (see useContactForm and sendEnquiry). A link that
// names a topic (`?topic=lms`) chooses it; once the message is stored, a panel says who will reply, in its place.
import { useRef } from 'react'
import { Icon, icons } from '@/components/ui/Icon'
import { site, type Link } from '@/content'
import { SmartLink } from '@/components/ui/SmartLink'
import { contactPage } from '@/content/contact'
import { fillParts } from '@/content/words'
import { prepareNotices } from '@/lib/notify'
import { useHydrated } from '@/lib/useHydrated'
import { buttonClasses } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { controlClasses, Field } from '@/components/ui/Field'
import { Toaster } from '@/components/ui/Toaster'
import { topicGroups, useContactForm } from './useContactForm'
import { enquiryFields } from '../../../supabase/functions/_shared/enquiry.ts'

const copy = contactPage.form
const { fields } = copy
const headingId = `${copy.id}-heading`

/** A link in the note beside the send button, to a page of the site. */
function DataLink({ link }: { link: Link }) {
  return (
    <SmartLink href={link.href} className="font-semibold text-brand-700 underline underline-offset-2">
      {link.label}
    </SmartLink>
  )
}

// At the top of the screen, under the header: the success notice comes in at the bottom, where it covers none of it.
function focusOnArrival(heading: HTMLHeadingElement | null) {
  heading?.focus({ preventScroll: true })
  heading?.scrollIntoView({ block: 'start' })
}

export function ContactForm() {
  const hydrated = useHydrated()
  const formRef = useRef<HTMLFormElement>(null)
  const form = useContactForm(formRef)

  const textField = (name: 'name' | 'email' | 'company', type: 'text' | 'email', autoComplete: string) => (
    <Field id={`contact-${name}`} label={fields[name].label} problem={form.problems[name]}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required={enquiryFields[name].required}
          placeholder={fields[name].placeholder}
          className={controlClasses()}
        />
      )}
    </Field>
  )

  // The company's address, as a link, where the words say {{emailLink}}.
  const emailLink = (
    <a key="email" href={`mailto:${site.contact.email}`} className="font-semibold text-brand-700 underline">
      {site.contact.email}
    </a>
  )

  const sentPanel = form.sentTo !== null && (
    <Card>
      <div className="flex flex-col items-start">
        <Icon icon={icons.circleCheck} className="size-12 text-accent-700" />
        <h2
          ref={focusOnArrival}
          tabIndex={-1}
          className="mt-5 scroll-mt-[calc(var(--spacing-header)+5rem)] text-2xl font-bold tracking-tight text-ink"
        >
          {copy.sent.heading}
        </h2>
        <p data-testid="reply-promise" className="mt-3 max-w-xl text-base text-muted sm:text-lead">
          {fillParts(copy.sent.text, {
            emailLink,
            visitorEmail: (
              <strong key="email" className="font-semibold [overflow-wrap:anywhere] text-ink">
                {form.sentTo}
              </strong>
            ),
          })}
        </p>
        <button type="button" onClick={form.sendAnother} className={buttonClasses('secondary', 'lg', 'mt-8')}>
          {copy.sent.again}
        </button>
      </div>
    </Card>
  )

  return (
    <div className="@container">
      {sentPanel || (
        <Card>
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
            onSubmit={form.handleSubmit}
            onFocus={prepareNotices}
            onInput={form.handleInput}
            // Two columns once the form itself has room for the phone's code and number side by side (38rem), whatever the
            // screen: beside the office details at 1024 px it has less than a 640 px phone turned sideways.
            className="mt-8 grid gap-6 @min-[38rem]:grid-cols-2"
          >
            {textField('name', 'text', 'name')}
            {textField('email', 'email', 'email')}
            <Field id="contact-phone" label={fields.phone.label} hint={fields.phone.hint} problem={form.problems.phone}>
              {(control) => (
                // The number keeps at least 9rem, on a line of its own when the row is narrower (a 320 px phone).
                <div className="flex flex-wrap gap-2">
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
                    placeholder={fields.phone.placeholder}
                    className={controlClasses('min-w-[9rem] flex-1')}
                  />
                </div>
              )}
            </Field>
            {textField('company', 'text', 'organization')}
            <Field id="contact-topic" label={copy.topic.label} className="@min-[38rem]:col-span-2">
              {(control) => (
                <select
                  {...control}
                  name="topic"
                  value={form.topicId}
                  onChange={(event) => form.chooseTopic(event.target.value)}
                  className={controlClasses('w-full pr-8')}
                >
                  <option value="">{copy.topic.general}</option>
                  {form.linkedStudy && <option value={form.linkedStudy.id}>{form.linkedStudy.name}</option>}
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
            <Field
              id="contact-message"
              label={fields.message.label}
              problem={form.problems.message}
              className="@min-[38rem]:col-span-2"
            >
              {(control) => (
                <textarea
                  {...control}
                  name="message"
                  rows={4}
                  required={enquiryFields.message.required}
                  placeholder={fields.message.placeholder}
                  className={controlClasses('w-full resize-y')}
                />
              )}
            </Field>
            <div className="@min-[38rem]:col-span-2">
              <p className="mb-5 max-w-prose text-sm text-muted">
                {fillParts(copy.dataNote.text, {
                  privacyLink: <DataLink key="privacy" link={copy.dataNote.privacyLink} />,
                  safetyLink: <DataLink key="safety" link={copy.dataNote.safetyLink} />,
                })}
              </p>
              {/* While sending it is announced as disabled and ignores presses, but keeps the focus (disabled would drop
              it to the page). */}
              <button
                type="submit"
                disabled={!hydrated}
                aria-describedby={hydrated ? undefined : 'contact-preparing'}
                aria-disabled={form.submitting || undefined}
                className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}
              >
                {form.submitting ? (
                  <Icon icon={icons.loaderCircle} className="size-5 animate-spin motion-reduce:animate-none" />
                ) : (
                  <Icon icon={icons.send} className="size-5" />
                )}
                {form.submitting ? copy.submittingLabel : copy.submitLabel}
              </button>
              {/* On a slow phone the page's code can take seconds: until it runs, the greyed button says why. */}
              {!hydrated && (
                <p id="contact-preparing" className="mt-3 text-sm text-muted">
                  {copy.preparing}
                </p>
              )}
              <noscript>
                <p className="mt-4 text-sm text-muted">{fillParts(copy.noScript, { emailLink })}</p>
              </noscript>
            </div>
          </form>
        </Card>
      )}
      {/* Next in the page's order: Tab from the button reaches a notice's "email it to us instead". */}
      <Toaster />
    </div>
  )
}
