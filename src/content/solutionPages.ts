import type { SolutionPage } from './schemas'

const solutionPageFiles = import.meta.glob<SolutionPage>('/content/solutions/*.yaml', { eager: true, import: 'default' })

/** The body of `/solutions/<slug>`; every solution in `solutions.yaml` must have one. */
export function solutionPage(slug: string): SolutionPage {
  const page = solutionPageFiles[`/content/solutions/${slug}.yaml`]
  if (!page) throw new Error(`content/solutions/${slug}.yaml is missing: every solution in content/solutions.yaml needs its page`)
  return page
}
