import type { SolutionCard } from './schemas'
import { inSolutionOrder } from './solutions'

/** The solutions' cards, imported by the pages that show them (home, /solutions): images, summaries, videos. */
export const solutionCards: SolutionCard[] = inSolutionOrder(
  Object.values(
    import.meta.glob<SolutionCard>('/content/solutions/*.yaml', {
      eager: true,
      query: { fields: 'slug,order,name,tagline,summary,icon,imageUrl,video' },
      import: 'default',
    }),
  ),
)
