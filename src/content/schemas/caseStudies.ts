// content/case-studies/<id>.yaml: one case study per file.
import { z } from 'zod'
import { text, imagePath, video, pageMeta, slug, type Delivered } from './primitives.ts'
import { caseStudyCategories } from '../categories.ts'

export const caseStudySchema = z.object({
  id: slug,
  title: text,
  /** The kind of client, never its name: "National retail chain". */
  client: text,
  category: z.enum(caseStudyCategories),
  imageUrl: imagePath,
  summary: text,
  /** Paragraphs separated by a blank line. */
  challenge: text,
  solution: text,
  results: z.array(text).min(1),
  technologies: z.array(text).min(1).refine((list) => new Set(list).size === list.length, 'Each technology once'),
  testimonial: z.object({ quote: text, author: text, role: text }).optional(),
  video: video.optional(),
  meta: pageMeta,
})

export type CaseStudy = Delivered<z.infer<typeof caseStudySchema>>
export type CaseStudyCategory = CaseStudy['category']
