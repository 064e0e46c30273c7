import type { SolutionCard } from './schemas'

/** What every page knows of the solutions, for the footer and the contact form. */
type SolutionLink = Pick<SolutionCard, 'slug' | 'order' | 'name'>

export const inSolutionOrder = <Entry extends { order: number }>(entries: Entry[]): Entry[] =>
  entries.sort((a, b) => a.order - b.order)

export const solutions: SolutionLink[] = inSolutionOrder(
  Object.values(
    import.meta.glob<SolutionLink>('/content/solutions/*.yaml', {
      eager: true,
      query: { fields: 'slug,order,name' },
      import: 'default',
    }),
  ),
)
