import { inListingOrder } from './categories'
import { pages } from './index'
import type { CaseStudy } from './schemas'

/** What a case study's card shows: the listing ships these fields alone, not the stories. */
export type CaseStudySummary = Pick<
  CaseStudy,
  'id' | 'title' | 'client' | 'category' | 'imageUrl' | 'summary' | 'headline'
>

const caseStudyFiles = import.meta.glob<CaseStudySummary>('/content/case-studies/*.yaml', {
  eager: true,
  query: { fields: 'id,title,client,category,imageUrl,summary,headline' },
  import: 'default',
})

export const caseStudies: CaseStudySummary[] = inListingOrder(
  Object.values(caseStudyFiles),
  pages.caseStudies.categories,
)
