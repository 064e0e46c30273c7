import type { PageIntroContent } from '@/content'
import { PageHead } from '@/components/PageHead'
import { Hero } from './Hero'

export function PageIntro({ page, noindex }: { page: PageIntroContent; noindex?: boolean }) {
  return (
    <>
      <PageHead meta={page.meta} noindex={noindex} />
      <Hero eyebrow={page.eyebrow} heading={page.heading} lead={page.intro} actions={page.actions} />
    </>
  )
}
