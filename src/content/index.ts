import site from '@content/site.yaml'
import home from '@content/home.yaml'
import pages from '@content/pages.yaml'
import solutionsFile from '@content/solutions.yaml'

export { site, home, pages }
export type * from './schemas'

export const solutions = solutionsFile.solutions

/** The policies, by address (`/terms`…): each has its text in content/legal/ and its intro in pages.yaml. */
export const legalSlugs = ['terms', 'privacy', 'refund'] as const
export type LegalSlug = (typeof legalSlugs)[number]
