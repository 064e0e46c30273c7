// content/legal/<slug>.md: one policy per file at /<slug>, its page's head, heading and intro in the front matter.
import { z } from 'zod'
import { pageIntro, type PageIntroContent } from './primitives.ts'

export const legalFrontMatterSchema = pageIntro.extend({
  lastUpdated: z.iso.date('Expected a date written as YYYY-MM-DD'),
})

export interface LegalDocument {
  page: PageIntroContent
  lastUpdated: string
  html: string
  /** For its table of contents. */
  sections: { id: string; title: string }[]
}
