import type { Solution } from './schemas'
import type { views } from './views'

/** What every page knows of the solutions, for the footer and the contact form. */
type SolutionLink = Pick<Solution, (typeof views.solutionLink)[number]>

export const inSolutionOrder = <Entry extends { order: number }>(entries: Entry[]): Entry[] =>
  entries.sort((a, b) => a.order - b.order)

export const solutions: SolutionLink[] = inSolutionOrder(
  Object.values(
    import.meta.glob<SolutionLink>('/content/solutions/*.yaml', {
      eager: true,
      query: { view: 'solutionLink' },
      import: 'default',
    }),
  ),
)
