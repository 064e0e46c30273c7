import { home, pages, solutions } from '@/content'
import { PageHead } from '@/components/PageHead'
import { Hero } from '@/components/sections/Hero'
import { SolutionGrid } from '@/components/sections/SolutionGrid'

const page = pages.solutions

export function Component() {
  return (
    <>
      <PageHead meta={page.meta} />
      <Hero eyebrow={page.eyebrow} heading={page.heading} lead={page.intro} />
      <SolutionGrid id="projects" {...home.solutions} solutions={solutions} />
    </>
  )
}
