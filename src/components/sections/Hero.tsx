import type { ReactNode } from 'react'
import type { Link } from '@/content'
import { cn } from '@/lib/cn'
import { ActionRow } from '@/components/ui/ActionRow'
import { Container } from '@/components/ui/Container'
import { OPENING_ID } from '@/paths'

interface HeroProps {
  eyebrow?: string | undefined
  breadcrumb?: ReactNode
  /** A short line beside the eyebrow, such as the client of a case study. */
  note?: string | undefined
  heading: string
  lead: string
  actions?: Link[] | undefined
  /** Shown beside the text on wide screens, below it on phones. */
  aside?: ReactNode
  /** `home` is the site's large opening; `split` sets text and aside side by side on wide screens. */
  size?: 'home' | 'split' | 'page'
}

export function Hero({ breadcrumb, eyebrow, note, heading, lead, actions = [], aside, size = 'page' }: HeroProps) {
  return (
    <section
      id={OPENING_ID}
      className="relative isolate overflow-hidden border-b border-line/70 bg-surface-alt print:border-0"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,var(--color-brand-100),transparent_70%),radial-gradient(36rem_22rem_at_-5%_20%,var(--color-accent-100),transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 [mask-image:linear-gradient(to_bottom,black,transparent_85%)] bg-[linear-gradient(to_right,rgb(20_34_79/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(20_34_79/0.05)_1px,transparent_1px)] bg-[size:3rem_3rem]"
      />
      {/* On paper the home page's opening sets its highlights beside its text, as on a laptop: the first page then
          holds the first section too, not the opening alone above a blank half. */}
      <Container
        className={cn(
          'grid items-center gap-12 pt-[calc(var(--spacing-header)+3rem)] print:gap-6 print:pt-0 print:pb-4',
          size === 'home' &&
            'pb-20 sm:pt-[calc(var(--spacing-header)+5rem)] sm:pb-28 lg:grid-cols-[1.15fr_1fr] print:grid-cols-[1.15fr_1fr]',
          size === 'split' && 'pb-16 sm:pb-20 lg:grid-cols-[1.1fr_1fr]',
          size === 'page' && 'pb-16 sm:pb-20',
        )}
      >
        {/* A grid item is as wide as its longest line unless told otherwise: min-w-0 keeps the text, and the
            breadcrumb that shortens itself, within a phone's screen. */}
        <div className={cn('min-w-0', size === 'page' && 'max-w-3xl')}>
          {breadcrumb}
          {(eyebrow || note) && (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              {eyebrow && (
                <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3 py-1 text-sm font-semibold text-brand-700 ring-1 ring-brand-100">
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-accent-500" />
                  {eyebrow}
                </p>
              )}
              {note && <p className="text-sm font-medium text-muted">{note}</p>}
            </div>
          )}
          <h1
            className={cn(
              'mt-5 font-extrabold text-ink',
              size === 'home' ? 'text-display' : 'text-title sm:text-5xl sm:leading-tight',
            )}
          >
            {heading}
          </h1>
          <p className="mt-6 max-w-2xl text-lead text-muted">{lead}</p>
          {actions.length > 0 && <ActionRow actions={actions} arrow className="mt-9" />}
        </div>
        {aside}
      </Container>
    </section>
  )
}
