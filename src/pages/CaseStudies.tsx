import { pages } from '@/content'
import { PageHead } from '@/components/PageHead'
import { Hero } from '@/components/sections/Hero'

const page = pages.caseStudies

export function Component() {
  return (
    <>
      <PageHead meta={page.meta} />
      <Hero eyebrow={page.eyebrow} heading={page.heading} lead={page.intro} />
    </>
  )
}
