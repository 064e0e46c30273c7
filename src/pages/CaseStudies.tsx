import { pages } from '@/content/pages'
import { caseStudies } from '@/content/caseStudies'
import { CaseStudyBrowser } from '@/components/sections/CaseStudyBrowser'
import { PageIntro } from '@/components/sections/PageIntro'

export function Component() {
  const page = pages.caseStudies
  return (
    <>
      <PageIntro page={page} />
      <CaseStudyBrowser studies={caseStudies} labels={page} />
    </>
  )
}
