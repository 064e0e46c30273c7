import type { CaseStudy } from './schemas'
import { byListingPlace } from './categories'
import type { views } from './views'

/** Each study's headline result and names, for pages that quote results without the cards: no images, no summaries. */
export type CaseStudyResult = Pick<CaseStudy, (typeof views.caseStudyResult)[number]>

const resultFiles = import.meta.glob<CaseStudyResult>('/content/case-studies/*.yaml', {
  eager: true,
  query: { view: 'caseStudyResult' },
  import: 'default',
})

export const caseStudyResults: CaseStudyResult[] = byListingPlace(Object.values(resultFiles))
