// content/case-studies/<id>.yaml: one case study per file.
import { z } from 'zod'
import { text, imagePath, video, pageMeta, slug, type Delivered } from './primitives.ts'
import { caseStudyCategories } from '../categories.ts'

export const caseStudySchema = z
  .object({
    id: slug,
    title: text.max(70, 'Keep the title under 70 characters, so the story starts on the first screen'),
    /** The kind of client, never its name: "National retail chain". */
    client: text,
    category: z.enum(caseStudyCategories),
    imageUrl: imagePath,
    summary: text.max(200, 'Keep the summary under 200 characters, so the story starts on the first screen'),
    /** The result the study leads with, shown large on its card, its page and the home page. */
    headline: z.object({
      figure: text.max(8, 'Keep the figure short, such as "28%"'),
      label: text.max(40, 'Keep the label under 40 characters, such as "increase in sales"'),
    }),
    /** Paragraphs separated by a blank line. */
    challenge: text,
    solution: text,
    results: z.array(text).min(1),
    technologies: z
      .array(text)
      .min(1)
      .refine((list) => new Set(list).size === list.length, 'Each technology once'),
    testimonial: z.object({ quote: text, author: text, role: text }).optional(),
    video: video.optional(),
    meta: pageMeta,
  })
  // The headline repeats a result, so the figure shown first is one the story backs.
  .refine((study) => study.results.some((result) => result.includes(study.headline.figure)), {
    path: ['headline', 'figure'],
    message: 'Must be one of the figures in results',
  })

/** Where a reader goes on to from a study: the next one in the listing (worked out by the build). */
export type CaseStudyLink = Pick<z.infer<typeof caseStudySchema>, 'id' | 'title'>

export type CaseStudy = Delivered<z.infer<typeof caseStudySchema>> & { next?: CaseStudyLink }
