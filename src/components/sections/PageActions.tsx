import { ArrowLeft, ArrowRight } from 'lucide-react'
import type { Link } from '@/content'
import { buttonClasses } from '@/components/ui/Button'
import { Container } from '@/components/ui/Container'
import { SmartLink } from '@/components/ui/SmartLink'

/** The way on from the end of a page: back to where it was listed, and forward to the next step. */
export function PageActions({ actions: [back, next] }: { actions: Link[] }) {
  return (
    <Container>
      {/* The rule sits inside the container's padding, so it is as wide as the content above it. */}
      <div data-page-actions className="flex flex-col-reverse gap-3 border-t border-line pt-10 pb-16 sm:flex-row sm:justify-between sm:pb-20">
        {back && (
          <SmartLink href={back.href} className={buttonClasses('secondary', 'lg')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {back.label}
          </SmartLink>
        )}
        {next && (
          <SmartLink href={next.href} className={buttonClasses('primary', 'lg')}>
            {next.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </SmartLink>
        )}
      </div>
    </Container>
  )
}
