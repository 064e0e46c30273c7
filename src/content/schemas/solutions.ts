// content/solutions.yaml (the four solutions) and content/solutions/<slug>.yaml (the page of each).
import { z } from 'zod'
import { text, link, uniqueBy, imagePath, video, pageMeta, iconName, callToAction, slug, type Delivered } from './primitives.ts'

export const solutionsSchema = z.object({
  solutions: uniqueBy(
    z
      .array(
        z.object({
          slug,
          name: text,
          tagline: text,
          summary: text,
          icon: iconName,
          imageUrl: imagePath,
          video,
          meta: pageMeta,
        }),
      )
      .length(4, 'The site presents exactly four solutions'),
    'slug',
  ),
})

const sectionId = z.string().regex(/^[a-z][a-z0-9-]*$/, 'Expected a lower-case anchor id such as "features"')

/** What every body section of a solution page starts with; `id` is its "#anchor". */
const sectionIntro = {
  id: sectionId,
  eyebrow: text.optional(),
  heading: text,
  lead: text.optional(),
}

export const featureItem = z.object({ title: text, description: text, icon: iconName })
export const stepItem = z.object({ title: text, description: text })

const solutionSection = z.discriminatedUnion('kind', [
  /** A grid of cards with an icon each: features, benefits. */
  z.object({ kind: z.literal('features'), ...sectionIntro, items: uniqueBy(z.array(featureItem).min(2).max(12), 'title') }),
  /** Numbered steps in order. */
  z.object({ kind: z.literal('steps'), ...sectionIntro, items: uniqueBy(z.array(stepItem).min(2).max(8), 'title') }),
  /** Short statements, each a sentence or two. */
  z.object({ kind: z.literal('statements'), ...sectionIntro, items: z.array(text).min(2).max(8) }),
  /** The organisations a solution is built with. */
  z.object({ kind: z.literal('partners'), ...sectionIntro, items: uniqueBy(z.array(featureItem).min(1).max(4), 'title') }),
])

/** The body of `/solutions/<slug>`, in `content/solutions/<slug>.yaml`. */
export const solutionPageSchema = z.object({
  hero: z.object({
    eyebrow: text,
    heading: text,
    lead: text,
    actions: z.array(link).min(1).max(2),
  }),
  /** The section around the solution's video (the video itself is in `solutions.yaml`). */
  video: z.object({ eyebrow: text.optional(), heading: text, lead: text.optional() }),
  sections: uniqueBy(z.array(solutionSection).min(1), 'id'),
  callToAction,
})

export type Solutions = Delivered<z.infer<typeof solutionsSchema>>
export type Solution = Solutions['solutions'][number]
export type SolutionPage = z.infer<typeof solutionPageSchema>
export type SolutionSection = SolutionPage['sections'][number]
export type FeatureItem = z.infer<typeof featureItem>
export type StepItem = z.infer<typeof stepItem>
