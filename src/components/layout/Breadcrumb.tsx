import { Icon, icons } from '@/components/ui/Icon'
import { useLocation } from 'react-router-dom'
import { site } from '@/content'
import { breadcrumbTrail, canonicalPath, type Crumb } from '@/lib/seo'
import { cn } from '@/lib/cn'
import { SmartLink } from '@/components/ui/SmartLink'

/** Where a nested page sits, the same trail as its structured data (PageHead); on a phone, one line. */
export function Breadcrumb({ name, parents }: { name: string; parents: Crumb[] }) {
  const trail = breadcrumbTrail(canonicalPath(useLocation().pathname), name, parents)
  return (
    <nav aria-label={site.ui.breadcrumb} className="mb-6 text-sm">
      <ol className="flex items-center gap-x-1.5 gap-y-1 text-muted sm:flex-wrap">
        {trail.map((crumb, index) => {
          const current = index === trail.length - 1
          return (
            <li key={crumb.path} className={cn('flex items-center gap-1.5', current ? 'min-w-0' : 'shrink-0')}>
              {index > 0 && <Icon icon={icons.chevronRight} className="size-3.5 shrink-0 text-muted/70" />}
              <SmartLink
                href={crumb.path}
                aria-current={current ? 'page' : undefined}
                className={
                  current ? 'truncate font-medium text-ink' : 'rounded-sm hover:text-brand-700 hover:underline'
                }
              >
                {crumb.name}
              </SmartLink>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
