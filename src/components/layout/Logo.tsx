import { SmartLink } from '@/components/ui/SmartLink'
import { site } from '@/content'
import { cn } from '@/lib/cn'
import { HOME_PATH } from '@/paths'

export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <SmartLink href={HOME_PATH} className="flex items-center gap-2.5 rounded-md" aria-label={`${site.name}, home`}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="9" className={inverse ? 'fill-white' : 'fill-brand-600'} />
        <path
          d="M9 22.5 15 9.5h2l6 13h-3.1l-1.3-3h-5.2l-1.3 3H9Zm5.4-5.6h3.2L16 13.1l-1.6 3.8Z"
          className={inverse ? 'fill-brand-700' : 'fill-white'}
        />
        <circle cx="24" cy="9" r="2.5" className="fill-accent-500" />
      </svg>
      <span className={cn('text-lg font-bold tracking-tight', inverse ? 'text-white' : 'text-ink')}>
        {site.shortName}
      </span>
    </SmartLink>
  )
}
