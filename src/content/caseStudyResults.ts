import type { CaseStudy } from './schemas'
import { inListingOrder } from './categories'

/**
 * Each case study's headline result and what names it, for pages that quote the results without
 * showing the cards (the home page's results, the contact form's topics): no images, no summaries.
 */
export type CaseStudyResult = Pick<CaseStudy, 'id' | 'title' | 'client' | 'category' | 'headline'>

const resultFiles = import.meta.glob<CaseStudyResult>('/content/case-studies/*.yaml', {
  eager: true,
  query: { fields: 'id,title,client,category,headline' },
  import: 'default',
})

export const caseStudyResults: CaseStudyResult[] = inListingOrder(Object.values(resultFiles))
