// Each file under content/ is checked against one of these (src/content/validate.ts); the app gets the types.
import { siteSchema } from './site.ts'
import { homeSchema } from './home.ts'
import { pagesSchema } from './pages.ts'
import { solutionSchema } from './solutions.ts'
import { caseStudySchema } from './caseStudies.ts'
import { articleFrontMatterSchema } from './articles.ts'
import { articleCollection, caseStudyCollection, solutionCollection } from '../collections.ts'
export * from './primitives.ts'
export * from './site.ts'
export * from './home.ts'
export * from './pages.ts'
export * from './solutions.ts'
export * from './caseStudies.ts'
export * from './articles.ts'

/** The schema of each single file of content/: the build, the content check and the editor read this one table. */
export const contentFileSchemas = { 'site.yaml': siteSchema, 'home.yaml': homeSchema, 'pages.yaml': pagesSchema }

/** What each collection's entries are checked against (an article's front matter), what one is called in a problem's
 * words, the field that must be its file's name, and the field a person knows it by. */
export const entryRules = new Map([
  [caseStudyCollection, { schema: caseStudySchema, noun: 'the case study', nameField: 'id', titleField: 'title' }],
  [solutionCollection, { schema: solutionSchema, noun: 'the solution', nameField: 'slug', titleField: 'name' }],
  [articleCollection, { schema: articleFrontMatterSchema, noun: 'the page', titleField: 'heading' }],
])
