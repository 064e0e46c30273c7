import type { CaseStudy } from '@/content'
import { cn } from '@/lib/cn'

const sizes = {
  md: { figure: 'text-3xl', label: 'text-sm' },
  lg: { figure: 'text-5xl sm:text-6xl', label: 'text-base' },
} as const

/** A headline result: the figure large, what it measures after it. Reads as one phrase: "28% increase in sales". */
export function Stat({
  headline,
  size = 'md',
  className,
}: {
  headline: CaseStudy['headline']
  size?: keyof typeof sizes
  className?: string
}) {
  return (
    <p className={cn('flex flex-col', className)}>
      <span className={cn('leading-none font-extrabold tracking-tight text-brand-700', sizes[size].figure)}>
        {headline.figure}
      </span>{' '}
      <span className={cn('mt-1.5 font-medium text-ink', sizes[size].label)}>{headline.label}</span>
    </p>
  )
}
