import { useState } from 'react'
import type { CaseStudyCategory, Pages } from '@/content'
import type { CaseStudySummary } from '@/content/caseStudies'
import { categoriesOf, filterByCategory } from '@/lib/caseStudyFilter'
import { cn } from '@/lib/cn'
import { Container } from '@/components/ui/Container'
import { CaseStudyCard } from './CaseStudyCard'

type Labels = Pick<Pages['caseStudies'], 'gridId' | 'filterLabel' | 'allLabel' | 'emptyMessage' | 'resultsAnnouncement' | 'readMoreLabel'>

interface CaseStudyBrowserProps {
  studies: CaseStudySummary[]
  labels: Labels
}

/**
 * Filter buttons (All, then one per category in the data) over a grid of case-study cards.
 * Filtering happens in place; the pre-rendered page lists every case study.
 */
export function CaseStudyBrowser({ studies, labels }: CaseStudyBrowserProps) {
  const [selected, setSelected] = useState<CaseStudyCategory | null>(null)
  const shown = filterByCategory(studies, selected)
  const options: { label: string; category: CaseStudyCategory | null }[] = [
    { label: labels.allLabel, category: null },
    ...categoriesOf(studies).map((category) => ({ label: category, category })),
  ]

  return (
    <section id={labels.gridId} aria-label={labels.filterLabel} className="py-section">
      <Container>
        <div role="group" aria-label={labels.filterLabel} className="flex flex-wrap gap-2">
          {options.map(({ label, category }) => (
            <button
              key={label}
              type="button"
              aria-pressed={selected === category}
              onClick={() => setSelected(category)}
              className={cn(
                'h-10 cursor-pointer rounded-full px-4 text-sm font-semibold ring-1 transition-colors ring-inset',
                selected === category ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-ink ring-line hover:bg-surface-alt hover:ring-brand-200',
              )}
            >
              {label}
            </button>
          ))}
        </div>
        <p role="status" className="sr-only">
          {labels.resultsAnnouncement.replace('{count}', String(shown.length)).replace('{total}', String(studies.length))}
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
          <p className="mt-10 rounded-card bg-surface-alt p-10 text-center text-muted ring-1 ring-line">{labels.emptyMessage}</p>
        )}
      </Container>
    </section>
  )
}
