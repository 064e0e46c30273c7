import type { ReactNode } from 'react'
import { Icon, icons } from '@/components/ui/Icon'
import { phoneHref, site, type IconDrawing } from '@/content'
import { contactPage } from '@/content/contact'

function Detail({ icon, label, children }: { icon: IconDrawing; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-10 pl-14">
      <dt className="text-sm font-semibold text-ink">
        <span
          aria-hidden="true"
          className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-control bg-brand-50 text-brand-700 ring-1 ring-brand-100"
        >
          <Icon icon={icon} className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="mt-1 text-muted">{children}</dd>
    </div>
  )
}

const linkClasses =
  'font-medium text-brand-700 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700'

export function OfficeDetails() {
  const { email, phone, office } = site.contact
  const labels = contactPage.office
  return (
    <aside aria-labelledby="office-heading" className="rounded-card bg-surface-alt p-6 ring-1 ring-line sm:p-8">
      <h2 id="office-heading" className="text-xl font-bold tracking-tight text-ink">
        {office.label}
      </h2>
      <dl className="mt-6 grid gap-6">
        <Detail icon={icons.mapPin} label={labels.addressLabel}>
          <address className="not-italic">
            {office.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </Detail>
        <Detail icon={icons.mail} label={labels.emailLabel}>
          <a href={`mailto:${email}`} className={linkClasses}>
            {email}
          </a>
        </Detail>
        <Detail icon={icons.phone} label={labels.phoneLabel}>
          <a href={phoneHref} className={`${linkClasses} whitespace-nowrap`}>
            {phone}
          </a>
        </Detail>
      </dl>
    </aside>
  )
}
