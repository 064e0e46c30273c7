// content/case-studies/<id>.yaml: one case study per file.
import { z } from 'zod'
import { text, imagePath, video, pageMeta, slug, type Delivered } from './primitives.ts'

export const caseStudySchema = z
  .object({
    id: slug.describe('The file\'s name and the page\'s address, such as "attendance-pilot"'),
    title: text.max(70, 'Keep the title under 70 characters, so the story starts on the first screen'),
    client: text.describe('The kind of organisation, never its name, such as "State skilling mission"'),
    category: text.describe('One of the categories listed in pages.yaml, under caseStudies.categories'),
    imageUrl: imagePath.describe(
      'A picture in content/images/case-studies, such as "images/case-studies/attendance.jpg"',
    ),
    summary: text.max(200, 'Keep the summary under 200 characters, so the story starts on the first screen'),
    headline: z
      .object({
        figure: text.max(8, 'Keep the figure short, such as "28%"'),
        label: text.max(40, 'Keep the label under 40 characters, such as "increase in sales"'),
      })
      .describe('The result the study leads with, shown large on its card, its page and the home page'),
    challenge: text.describe('What the client faced, in paragraphs separated by a blank line'),
    solution: text.describe('What was built and how it was tried, in paragraphs separated by a blank line'),
    results: z.array(text).min(1).describe('One line per result; the headline figure must appear in one of them'),
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

export type CaseStudy = Delivered<z.infer<typeof caseStudySchema>> & {
  next?: CaseStudyLink
  /** Its place in the listing, from 0 (worked out by the build). */
  place?: number
}
