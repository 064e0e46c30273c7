import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Container } from '@/components/ui/Container'
import { SectionHeading, type SectionIntro } from '@/components/ui/SectionHeading'

export type { SectionIntro }

export function Section({ id, tinted, children, ...intro }: SectionIntro & { tinted?: boolean; children: ReactNode }) {
  const headingId = `${id}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className={cn('py-section', tinted && 'bg-surface-alt')}>
      <Container>
        <SectionHeading {...intro} id={headingId} centered />
        <div className="mt-12 sm:mt-14">{children}</div>
      </Container>
    </section>
  )
}
