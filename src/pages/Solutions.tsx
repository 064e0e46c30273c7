import { home, pages, solutions } from '@/content'
import { PageIntro } from '@/components/sections/PageIntro'
import { SolutionGrid } from '@/components/sections/SolutionGrid'

export function Component() {
  return (
    <>
      <PageIntro page={pages.solutions} />
      <SolutionGrid id="projects" {...home.solutions} solutions={solutions} />
    </>
  )
}
