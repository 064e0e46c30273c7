import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Container } from '@/components/ui/Container'
import { SectionHeading, type SectionIntro } from '@/components/ui/SectionHeading'

export type { SectionIntro }

export type SectionTone = 'plain' | 'tinted'

export function Section({
  id,
  tone = 'plain',
  children,
  ...intro
}: SectionIntro & { tone?: SectionTone | undefined; children: ReactNode }) {
  const headingId = `${id}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className={cn('py-section', tone === 'tinted' && 'bg-surface-alt')}>
      <Container>
        <SectionHeading {...intro} id={headingId} centered />
        <div className="mt-12 sm:mt-14">{children}</div>
      </Container>
    </section>
  )
}
