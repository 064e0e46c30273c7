import type { SolutionCard } from './schemas'
import { inSolutionOrder } from './solutions'

/** Imported by the pages that show the cards (home, /solutions): images, summaries, videos. */
export const solutionCards: SolutionCard[] = inSolutionOrder(
  Object.values(
    import.meta.glob<SolutionCard>('/content/solutions/*.yaml', {
      eager: true,
      query: { view: 'solutionCard' },
      import: 'default',
    }),
  ),
)
