import { caseStudyCategories } from './categories'
import type { CaseStudy } from './schemas'

/** What a case study's card shows: the listing ships these fields alone, not the stories. */
export type CaseStudySummary = Pick<CaseStudy, 'id' | 'title' | 'client' | 'category' | 'imageUrl' | 'summary'>

const caseStudyFiles = import.meta.glob<CaseStudySummary>('/content/case-studies/*.yaml', {
  eager: true,
  query: { fields: 'id,title,client,category,imageUrl,summary' },
  import: 'default',
})

const categoryRank = (study: CaseStudySummary) => caseStudyCategories.indexOf(study.category)

/** Case studies in a stable order: by category as the schema lists them, then by id. */
export const caseStudies: CaseStudySummary[] = Object.values(caseStudyFiles).sort(
  (a, b) => categoryRank(a) - categoryRank(b) || a.id.localeCompare(b.id),
)
