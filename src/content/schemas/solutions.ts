// content/solutions/<slug>.yaml: one solution per file, its card and its page at `/solutions/<slug>`.
import { z } from 'zod'
import {
  text,
  link,
  anchorId,
  uniqueBy,
  imagePath,
  video,
  pageMeta,
  iconName,
  callToAction,
  sectionHeading,
  slug,
  type Delivered,
} from './primitives.ts'
import type { views } from '../views.ts'

const featureItem = z.object({ title: text, description: text, icon: iconName })
const stepItem = z.object({ title: text, description: text })
/** What every body section starts with; `id` is its "#anchor". */
const intro = { id: anchorId, ...sectionHeading.shape }

const solutionSection = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('features'), ...intro, items: uniqueBy(z.array(featureItem).min(2).max(12), 'title') }),
  z.object({ kind: z.literal('steps'), ...intro, items: uniqueBy(z.array(stepItem).min(2).max(8), 'title') }),
  z.object({ kind: z.literal('statements'), ...intro, items: z.array(text).min(2).max(8) }),
  z.object({ kind: z.literal('partners'), ...intro, items: uniqueBy(z.array(featureItem).min(1).max(4), 'title') }),
])

export const solutionSchema = z.object({
  /** The file's name, and the page's address. */
  slug,
  order: z.number().int().min(1),
  name: text,
  tagline: text,
  summary: text,
  icon: iconName,
  imageUrl: imagePath,
  video,
  meta: pageMeta,
  hero: z.object({ eyebrow: text, heading: text, lead: text, actions: z.array(link).min(1).max(2) }),
  /** The section around the solution's video. */
  videoSection: sectionHeading,
  sections: uniqueBy(z.array(solutionSection).min(1), 'id'),
  callToAction,
})

export type Solution = Delivered<z.infer<typeof solutionSchema>>
/** What a solution's card shows: listings ship these fields alone, not the pages. */
export type SolutionCard = Pick<Solution, (typeof views.solutionCard)[number]>
export type SolutionSection = Solution['sections'][number]
