// Each file under content/ is checked against one of these (src/content/validate.ts); the app gets the types.
import { siteSchema } from './site.ts'
import { homeSchema } from './home.ts'
import { pagesSchema } from './pages.ts'
import { solutionSchema } from './solutions.ts'
import { caseStudySchema } from './caseStudies.ts'
import { articleFrontMatterSchema } from './articles.ts'
export * from './primitives.ts'
export * from './site.ts'
export * from './home.ts'
export * from './pages.ts'
export * from './solutions.ts'
export * from './caseStudies.ts'
export * from './articles.ts'

/** The schema of each single file of content/: the build, the content check and the editor read this one table. */
export const contentFileSchemas = { 'site.yaml': siteSchema, 'home.yaml': homeSchema, 'pages.yaml': pagesSchema }

/** The schema of each entry of a collection (src/content/collections.ts), by its folder; an article's front matter. */
export const entrySchemas = {
  'case-studies': caseStudySchema,
  solutions: solutionSchema,
  articles: articleFrontMatterSchema,
}
