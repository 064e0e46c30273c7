// content/articles/<slug>.md: a policy or a guide at /<slug>, its page's head, heading and intro in the front matter.
import { z } from 'zod'
import { pageIntro, type PageIntroContent } from './primitives.ts'

export const articleFrontMatterSchema = pageIntro.extend({
  lastUpdated: z.iso.date('Expected a date written as YYYY-MM-DD'),
  /** Each "## " heading is a question and what follows it the answer, given to search engines as an FAQ. */
  faq: z.boolean().optional(),
})

export interface ArticleContent {
  page: PageIntroContent
  lastUpdated: string
  html: string
  /** For its table of contents. */
  sections: { id: string; title: string }[]
  /** An FAQ's questions, each with its answer as HTML. */
  questions?: { question: string; answer: string }[]
}
