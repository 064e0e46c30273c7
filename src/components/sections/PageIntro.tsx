import type { Link, PageMeta } from '@/content'
import { PageHead } from '@/components/PageHead'
import { Hero } from './Hero'

interface PageIntroProps {
  page: { meta: PageMeta; eyebrow?: string | undefined; heading: string; intro: string }
  actions?: Link[]
}

/** The head and opening hero of a page described by an entry of `content/pages.yaml`. */
export function PageIntro({ page, actions }: PageIntroProps) {
  return (
    <>
      <PageHead meta={page.meta} />
      <Hero eyebrow={page.eyebrow} heading={page.heading} lead={page.intro} {...(actions ? { actions } : {})} />
    </>
  )
}
