import { ChevronRight } from 'lucide-react'
import { useLocation } from 'react-router-dom'
import { site, type PageMeta } from '@/content'
import { breadcrumbTrail, canonicalPath, type Crumb } from '@/lib/seo'
import { SmartLink } from '@/components/ui/SmartLink'

/**
 * Where a nested page sits: Home, the section it belongs to, then the page itself, marked as the
 * current one. The same trail as the page's structured data (PageHead), from the same `parents`.
 */
export function Breadcrumb({ meta, parents }: { meta: PageMeta; parents: Crumb[] }) {
  const trail = breadcrumbTrail(canonicalPath(useLocation().pathname), meta, parents)
  return (
    <nav aria-label={site.ui.breadcrumb} className="mb-6 text-sm">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-muted">
        {trail.map((crumb, index) => {
          const current = index === trail.length - 1
          return (
            <li key={crumb.path} className="flex min-w-0 items-center gap-1.5">
              {index > 0 && <ChevronRight aria-hidden="true" className="size-3.5 shrink-0 text-muted/70" />}
              <SmartLink
                href={crumb.path}
                aria-current={current ? 'page' : undefined}
                className={current ? 'font-medium text-ink' : 'rounded-sm hover:text-brand-700 hover:underline'}
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
