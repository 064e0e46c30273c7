// content/legal/<slug>.md: the front matter of each policy, and the document the content plugin delivers.
import { z } from 'zod'

/** Front matter of a legal document in `content/legal/*.md`. */
export const legalFrontMatterSchema = z.object({
  lastUpdated: z.iso.date('Expected a date written as YYYY-MM-DD'),
})

export interface LegalDocument {
  lastUpdated: string
  html: string
  /** The document's sections, for its table of contents. */
  sections: { id: string; title: string }[]
}

