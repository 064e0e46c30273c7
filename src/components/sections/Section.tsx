import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Container } from '@/components/ui/Container'
import { SectionHeading } from '@/components/ui/SectionHeading'

export interface SectionIntro {
  /** The section's "#anchor". */
  id: string
  eyebrow?: string | undefined
  heading: string
  lead?: string | undefined
}

export type SectionTone = 'plain' | 'tinted'

/** The props of a section that shows a list of items under its heading. */
export type ListSectionProps<Item> = SectionIntro & { items: Item[]; tone?: SectionTone | undefined }

interface SectionProps extends SectionIntro {
  tone?: SectionTone | undefined
  align?: 'left' | 'center'
  children: ReactNode
}

/** A page band: anchor, heading block and content, labelled by its heading. */
export function Section({ id, eyebrow, heading, lead, tone = 'plain', align = 'center', children }: SectionProps) {
  const headingId = `${id}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className={cn('py-section', tone === 'tinted' && 'bg-surface-alt')}>
      <Container>
        <SectionHeading id={headingId} eyebrow={eyebrow} heading={heading} lead={lead} align={align} />
        <div className="mt-12 sm:mt-14">{children}</div>
      </Container>
    </section>
  )
}
