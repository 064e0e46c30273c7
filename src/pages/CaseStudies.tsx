import { pages } from '@/content'
import { PageIntro } from '@/components/sections/PageIntro'

export function Component() {
  return <PageIntro page={pages.caseStudies} />
}
