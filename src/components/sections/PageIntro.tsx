import type { Link, PageMeta } from '@/content'
import { PageHead } from '@/components/PageHead'
import { Hero } from './Hero'

interface PageIntroProps {
  page: { meta: PageMeta; eyebrow?: string | undefined; heading: string; intro: string; actions?: Link[] | undefined }
  /** The hero's buttons, when they are not the page's own `actions` from content. */
  actions?: Link[]
  noindex?: boolean
}

export function PageIntro({ page, actions = page.actions, noindex }: PageIntroProps) {
  return (
    <>
      <PageHead meta={page.meta} noindex={noindex} />
      <Hero eyebrow={page.eyebrow} heading={page.heading} lead={page.intro} actions={actions} />
    </>
  )
}
