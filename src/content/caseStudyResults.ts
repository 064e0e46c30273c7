import type { CaseStudy } from './schemas'
import { inListingOrder } from './categories'
import { pages } from './index'

/** Each study's headline result and names, for pages that quote results without the cards: no images, no summaries. */
export type CaseStudyResult = Pick<CaseStudy, 'id' | 'title' | 'client' | 'category' | 'headline'>

const resultFiles = import.meta.glob<CaseStudyResult>('/content/case-studies/*.yaml', {
  eager: true,
  query: { fields: 'id,title,client,category,headline' },
  import: 'default',
})

export const caseStudyResults: CaseStudyResult[] = inListingOrder(
  Object.values(resultFiles),
  pages.caseStudies.categories,
)
