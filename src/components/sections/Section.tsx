import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Container } from '@/components/ui/Container'
import { SectionHeading, type SectionIntro } from '@/components/ui/SectionHeading'

export type { SectionIntro }

interface SectionProps extends SectionIntro {
  tinted?: boolean | undefined
  /** Left off paper: a section that only works on a screen. */
  screenOnly?: boolean
  children: ReactNode
}

export function Section({ id, tinted, screenOnly, children, ...intro }: SectionProps) {
  const headingId = `${id}-heading`
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('py-section', tinted && 'bg-surface-alt', screenOnly && 'print:hidden')}
    >
      <Container>
        <SectionHeading {...intro} id={headingId} centered />
        <div className="mt-12 sm:mt-14 print:mt-6">{children}</div>
      </Container>
    </section>
  )
}
