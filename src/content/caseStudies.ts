import { caseStudyCategories } from './categories'
import type { CaseStudy } from './schemas'

const caseStudyFiles = import.meta.glob<CaseStudy>('/content/case-studies/*.yaml', { eager: true, import: 'default' })

const categoryRank = (study: CaseStudy) => caseStudyCategories.indexOf(study.category)

/** Case studies in a stable order: by category as the schema lists them, then by id. */
export const caseStudies: CaseStudy[] = Object.values(caseStudyFiles).sort(
  (a, b) => categoryRank(a) - categoryRank(b) || a.id.localeCompare(b.id),
)

export function findCaseStudy(id: string | undefined): CaseStudy | undefined {
  return caseStudies.find((study) => study.id === id)
}
