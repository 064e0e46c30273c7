/** What the contact form shows in its place once a message is stored: who will reply, at which address, and a way to send another. */
import * as icons from '@/components/ui/icons'
import { Icon } from '@/components/ui/Icon'
import { contactPage } from '@/content/contact'
import { fillParts } from '@/content/words'
import { buttonClasses } from '@/components/ui/Button'

const copy = contactPage.form.sent

interface SentPanelProps {
  /** The address the reply will go to, as the visitor typed it. */
  email: string
  onSendAnother: () => void
}

/** The panel takes the focus, in the middle of the screen, clear of the notice at the top. */
function focusOnArrival(heading: HTMLHeadingElement | null) {
  heading?.focus({ preventScroll: true })
  heading?.scrollIntoView({ block: 'center' })
}

export function SentPanel({ email, onSendAnother }: SentPanelProps) {
  return (
    <div className="flex flex-col items-start">
      <Icon icon={icons.circleCheck} className="size-12 text-accent-700" />
      <h2 ref={focusOnArrival} tabIndex={-1} className="mt-5 text-2xl font-bold tracking-tight text-ink">
        {copy.heading}
      </h2>
      <p data-testid="reply-promise" className="mt-3 max-w-xl text-lead text-muted">
        {fillParts(copy.text, {
          visitorEmail: (
            <strong key="email" className="font-semibold [overflow-wrap:anywhere] text-ink">
              {email}
            </strong>
          ),
        })}
      </p>
      <button type="button" onClick={onSendAnother} className={buttonClasses('secondary', 'lg', 'mt-8')}>
        {copy.again}
      </button>
    </div>
  )
}
