import type { ReactNode } from 'react'
import type { Link, PageMeta } from '@/content'
import { PageHead } from '@/components/PageHead'
import { Hero } from './Hero'

interface PageIntroProps {
  page: { meta: PageMeta; eyebrow?: string | undefined; heading: string; intro: string; actions?: Link[] | undefined }
  /** The hero's buttons, when they are not the page's own `actions` from content. */
  actions?: Link[]
  /** Extra tags for the document head of this page. */
  head?: ReactNode
}

/** The head and opening hero of a page described by an entry of `content/pages.yaml`. */
export function PageIntro({ page, actions = page.actions, head }: PageIntroProps) {
  return (
    <>
      <PageHead meta={page.meta}>{head}</PageHead>
      <Hero eyebrow={page.eyebrow} heading={page.heading} lead={page.intro} actions={actions} />
    </>
  )
}
