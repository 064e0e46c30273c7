import type { LegalDocument } from './schemas'
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

const caseStudyIdFiles = import.meta.glob<string>('/content/case-studies/*.yaml', {
  eager: true,
  query: { key: 'id' },
  import: 'default',
})

/** The case-study ids alone, for the route table; the entries load with the pages that show them. */
export const caseStudyIds: string[] = Object.values(caseStudyIdFiles).sort()

export function caseStudyPath(id: string): string {
  return `/case-studies/${id}`
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
