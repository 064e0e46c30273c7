import { caseStudyCategories, type CaseStudy, type LegalDocument } from './schemas'
import site from '@content/site.yaml'
import home from '@content/home.yaml'
import pages from '@content/pages.yaml'
import solutionsFile from '@content/solutions.yaml'

export { site, home, pages }
export type * from './schemas'

export const solutions = solutionsFile.solutions

export function solutionPath(slug: string): string {
  return `/solutions/${slug}`
}

const caseStudyFiles = import.meta.glob<CaseStudy>('/content/case-studies/*.yaml', { eager: true, import: 'default' })

const categoryRank = (study: CaseStudy) => caseStudyCategories.indexOf(study.category)

/** Case studies in a stable order: by category as the schema lists them, then by id. */
export const caseStudies: CaseStudy[] = Object.values(caseStudyFiles).sort(
  (a, b) => categoryRank(a) - categoryRank(b) || a.id.localeCompare(b.id),
)

export function findCaseStudy(id: string | undefined): CaseStudy | undefined {
  return caseStudies.find((study) => study.id === id)
}

export const legalSlugs = ['terms', 'privacy', 'refund'] as const
export type LegalSlug = (typeof legalSlugs)[number]

export function isLegalSlug(value: string): value is LegalSlug {
  return (legalSlugs as readonly string[]).includes(value)
}

const legalFiles = import.meta.glob<LegalDocument>('/content/legal/*.md', { eager: true, import: 'default' })

export function legalDocument(slug: LegalSlug): LegalDocument {
  const document = legalFiles[`/content/legal/${slug}.md`]
  if (!document) throw new Error(`content/legal/${slug}.md is missing`)
  return document
}
