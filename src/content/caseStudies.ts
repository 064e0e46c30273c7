import { byListingPlace } from './categories'
import type { CaseStudy } from './schemas'
import type { views } from './views'

/** What a case study's card shows: the listing ships these fields alone, not the stories. */
export type CaseStudySummary = Pick<CaseStudy, (typeof views.caseStudyCard)[number]>

const caseStudyFiles = import.meta.glob<CaseStudySummary>('/content/case-studies/*.yaml', {
  eager: true,
  query: { view: 'caseStudyCard' },
  import: 'default',
})

export const caseStudies: CaseStudySummary[] = byListingPlace(Object.values(caseStudyFiles))
