import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Container } from '@/components/ui/Container'
import { SectionHeading } from '@/components/ui/SectionHeading'

export interface SectionIntro {
  id: string
  eyebrow?: string | undefined
  heading: string
  lead?: string | undefined
}

export type SectionTone = 'plain' | 'tinted'

export function Section({
  id,
  eyebrow,
  heading,
  lead,
  tone = 'plain',
  children,
}: SectionIntro & { tone?: SectionTone | undefined; children: ReactNode }) {
  const headingId = `${id}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className={cn('py-section', tone === 'tinted' && 'bg-surface-alt')}>
      <Container>
        <SectionHeading id={headingId} eyebrow={eyebrow} heading={heading} lead={lead} align="center" />
        <div className="mt-12 sm:mt-14">{children}</div>
      </Container>
    </section>
  )
}
