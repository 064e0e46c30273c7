import type { SectionHeadingContent } from '@/content'
import { cn } from '@/lib/cn'

export type SectionIntro = SectionHeadingContent & { id: string }

export function SectionHeading({ id, eyebrow, heading, lead, centered }: SectionIntro & { centered?: boolean }) {
  return (
    // Printed, a heading stays on the page with what it introduces.
    <div
      className={cn('max-w-2xl print:break-inside-avoid print:break-after-avoid', centered && 'mx-auto text-center')}
    >
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-3 text-title font-bold text-ink">
        {heading}
      </h2>
      {lead && <p className={cn('mt-4 text-lead text-muted', centered && 'text-balance')}>{lead}</p>}
    </div>
  )
}
