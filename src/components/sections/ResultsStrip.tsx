import { Icon, icons } from '@/components/ui/Icon'
import type { CaseStudyResult } from '@/content/caseStudyResults'
import { caseStudyPath } from '@/paths'
import { Stat } from '@/components/ui/Stat'
import { SmartLink } from '@/components/ui/SmartLink'
import { ButtonLink } from '@/components/ui/Button'
import type { Link } from '@/content'
import { Section, type SectionIntro } from './Section'

interface ResultsStripProps extends SectionIntro {
  results: CaseStudyResult[]
  action: Link
}

/** The headline result of every case study, each leading to its story; two to a row even on a phone, so the band stays short. */
export function ResultsStrip({ results, action, ...intro }: ResultsStripProps) {
  return (
    <Section {...intro} tinted>
      <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
        {results.map((study) => (
          <li
            key={study.id}
            // The whole card is the link: the focus ring goes round the card, not across the result's words.
            className="group relative flex min-w-0 flex-col rounded-card bg-white p-4 shadow-card ring-1 ring-line transition outline-brand-500 hover:-translate-y-0.5 hover:shadow-raised has-focus-visible:outline-3 has-focus-visible:outline-offset-3 sm:p-6"
          >
            <Stat headline={study.headline} />
            <SmartLink
              href={caseStudyPath(study.id)}
              className="mt-auto inline-flex items-center gap-1 pt-4 text-sm text-muted outline-none after:absolute after:inset-0 after:rounded-card group-hover:text-brand-700"
            >
              {/* Named by what it shows first, as a screen reader's and a voice user's words must match (WCAG 2.5.3). */}
              {study.client}
              <span className="sr-only">: {study.title}</span>
              <Icon
                icon={icons.arrowRight}
                className="size-3.5 shrink-0 transition-transform group-hover:translate-x-0.5"
              />
            </SmartLink>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex justify-center">
        <ButtonLink href={action.href} variant="secondary" size="lg" arrow>
          {action.label}
        </ButtonLink>
      </div>
    </Section>
  )
}
