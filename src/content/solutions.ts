import type { SolutionCard } from './schemas'

const solutionFiles = import.meta.glob<SolutionCard>('/content/solutions/*.yaml', {
  eager: true,
  query: { fields: 'slug,order,name,tagline,summary,icon,imageUrl,video' },
  import: 'default',
})

/** The solutions' cards, in the order their files give: what the home page, /solutions and the footer show. */
export const solutions: SolutionCard[] = Object.values(solutionFiles).sort((a, b) => a.order - b.order)
