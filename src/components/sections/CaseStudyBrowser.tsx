import { useEffect, useRef } from 'react'
import type { Pages } from '@/content'
import type { CaseStudySummary } from '@/content/caseStudies'
import { fillWords } from '@/content/words'
import { CATEGORY_PARAM, categoriesOf, categoryFromParam, categorySlug } from '@/lib/caseStudyFilter'
import { setQueryParam, useQueryParam } from '@/lib/useQueryParam'
import { useHydrated } from '@/lib/useHydrated'
import { cn } from '@/lib/cn'
import { Container } from '@/components/ui/Container'
import { CaseStudyCard } from './CaseStudyCard'

/** The category buttons. Hosts serve ?category= as the full list, so no link could filter: they stay unseen, their
 * room kept, until hydrated. */
function CategoryFilter({
  categories,
  selected,
  labels,
}: {
  categories: string[]
  selected: string | null
  labels: Pages['caseStudies']
}) {
  const group = useRef<HTMLDivElement>(null)
  const hydrated = useHydrated()

  // On a phone the buttons scroll sideways: bring the chosen one into view, as when a link chose it.
  useEffect(() => {
    const row = group.current
    const button = row?.querySelector<HTMLElement>('[aria-pressed="true"]')
    if (!row || !button) return
    const left = button.offsetLeft - row.offsetLeft
    if (left < row.scrollLeft || left + button.offsetWidth > row.scrollLeft + row.clientWidth)
      row.scrollLeft = left - 20
  }, [selected])

  return (
    <div
      ref={group}
      role="group"
      aria-label={labels.filterLabel}
      className={cn(
        !hydrated && 'invisible',
        '-mx-5 flex gap-2 overflow-x-auto px-5 py-2 [mask-image:linear-gradient(to_right,black_calc(100%-2.5rem),transparent)] [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:py-0 sm:[mask-image:none] print:hidden',
      )}
    >
      {[null, ...categories].map((category) => (
        <button
          key={category ?? labels.allLabel}
          type="button"
          aria-pressed={selected === category}
          onClick={() => setQueryParam(CATEGORY_PARAM, category && categorySlug(category))}
          className={cn(
            'h-10 shrink-0 cursor-pointer rounded-full px-4 whitespace-nowrap text-sm font-semibold ring-1 transition-colors ring-inset',
            selected === category
              ? 'bg-brand-600 text-white ring-brand-600'
              : 'bg-white text-ink ring-line hover:bg-surface-alt hover:ring-brand-200',
          )}
        >
          {category ?? labels.allLabel}
        </button>
      ))}
    </div>
  )
}

/** Category filters over the case-study cards, the choice kept in the address (`?category=healthcare-ai`) for a reload,
 * Back or a shared link; the pre-rendered page lists every study. */
export function CaseStudyBrowser({ studies, labels }: { studies: CaseStudySummary[]; labels: Pages['caseStudies'] }) {
  const categories = categoriesOf(studies)
  const selected = categoryFromParam(useQueryParam(CATEGORY_PARAM), categories)
  const shown = selected === null ? studies : studies.filter((study) => study.category === selected)

  return (
    <section id={labels.gridId} className="py-section">
      <Container>
        <CategoryFilter categories={categories} selected={selected} labels={labels} />
        <p role="status" className="sr-only">
          {fillWords(labels.resultsAnnouncement, { count: shown.length, total: studies.length })}
        </p>
        {shown.length > 0 ? (
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((study) => (
              <li key={study.id}>
                <CaseStudyCard study={study} readMoreLabel={labels.readMoreLabel} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-10 rounded-card bg-surface-alt p-10 text-center text-muted ring-1 ring-line">
            {labels.emptyMessage}
          </p>
        )}
      </Container>
    </section>
  )
}
