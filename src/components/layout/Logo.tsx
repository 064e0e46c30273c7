import { SmartLink } from '@/components/ui/SmartLink'
import { site } from '@/content'
import { cn } from '@/lib/cn'
import { HOME_PATH } from '@/paths'

/**
 * The logo: its mark (content/site.yaml's `logo.mark`, as the build also draws the tab icon) and the short name. The
 * link is named by the words it shows, then where it leads ("Acme AI, Home"), so voice control finds it by what is seen
 * (WCAG 2.5.3); the mark is a drawing, left out of the name.
 */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <SmartLink href={HOME_PATH} className="flex items-center gap-2.5 rounded-md">
      <span
        aria-hidden="true"
        className={cn(
          'relative flex size-8 shrink-0 items-center justify-center rounded-[9px] text-lg leading-none font-bold',
          inverse ? 'bg-white text-brand-700' : 'bg-brand-600 text-white',
        )}
      >
        {site.logo.mark}
        <span className="absolute top-1 right-1 size-1.5 rounded-full bg-accent-500" />
      </span>
      <span className={cn('text-lg font-bold tracking-tight', inverse ? 'text-white' : 'text-ink')}>
        {site.shortName}
        <span className="sr-only">, {site.ui.home}</span>
      </span>
    </SmartLink>
  )
}
