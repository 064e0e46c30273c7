// content/legal/<slug>.md: one policy per file, its page's head, heading and intro in the front
// matter, its text in Markdown; the page is at /<slug>.
import { z } from 'zod'
import { pageIntro, type PageIntroContent } from './primitives.ts'

/** Front matter of a legal document in `content/legal/*.md`. */
export const legalFrontMatterSchema = pageIntro.extend({
  lastUpdated: z.iso.date('Expected a date written as YYYY-MM-DD'),
})

export interface LegalDocument {
  /** The page's head, heading and intro line, from the front matter. */
  page: PageIntroContent
  lastUpdated: string
  html: string
  /** The document's sections, for its table of contents. */
  sections: { id: string; title: string }[]
}
