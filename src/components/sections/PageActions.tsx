import { Icon, icons } from '@/components/ui/Icon'
import type { Link } from '@/content'
import { ButtonLink, buttonClasses } from '@/components/ui/Button'
import { Container } from '@/components/ui/Container'
import { SmartLink } from '@/components/ui/SmartLink'

interface PageActionsProps {
  /** Back to where the page was listed, and forward to the next step. */
  actions: Link[]
  /** Another page of the same kind to read next. */
  onward?: { label: string; name: string; href: string } | undefined
}

export function PageActions({ actions: [back, next], onward }: PageActionsProps) {
  return (
    <Container className="print:hidden">
      {/* The rule sits inside the container's padding, so it is as wide as the content above it. In one row only
          from lg: at 640-1023 px (a laptop at 200% zoom, a tablet) the two buttons and the next title do not fit. */}
      <div
        data-page-actions
        className="flex flex-col-reverse gap-3 border-t border-line pt-10 pb-16 sm:pb-20 lg:flex-row lg:items-center lg:justify-between"
      >
        {back && (
          <SmartLink href={back.href} className={buttonClasses('secondary', 'lg')}>
            <Icon icon={icons.arrowLeft} className="size-4" />
            {back.label}
          </SmartLink>
        )}
        <div className="flex flex-col-reverse gap-3 lg:flex-row lg:items-center lg:gap-8">
          {onward && (
            <SmartLink
              href={onward.href}
              rel="next"
              className="group flex min-w-0 items-center justify-between gap-3 rounded-control px-1 py-2 lg:max-w-xs lg:text-right"
            >
              <span className="min-w-0">
                <span className="block text-xs font-semibold tracking-wide text-brand-700 uppercase">
                  {onward.label}
                </span>{' '}
                <span className="mt-0.5 block font-semibold text-ink group-hover:text-brand-700">{onward.name}</span>
              </span>
              <Icon
                icon={icons.arrowRight}
                className="size-4 shrink-0 text-muted transition-transform group-hover:translate-x-0.5 group-hover:text-brand-700"
              />
            </SmartLink>
          )}
          {next && (
            <ButtonLink href={next.href} size="lg" arrow>
              {next.label}
            </ButtonLink>
          )}
        </div>
      </div>
    </Container>
  )
}
