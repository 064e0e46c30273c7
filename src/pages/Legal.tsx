import { useLocation } from 'react-router-dom'
import { isLegalSlug, pages } from '@/content'
import { PageHead } from '@/components/PageHead'
import { Hero } from '@/components/sections/Hero'
import { NotFoundPage } from './NotFound'

/** Terms, privacy and refund policies share this page; the path picks the document. */
export function Component() {
  const slug = useLocation().pathname.slice(1)
  if (!isLegalSlug(slug)) return <NotFoundPage />
  const page = pages[slug]
  return (
    <>
      <PageHead meta={page.meta} />
      <Hero eyebrow={page.eyebrow} heading={page.heading} lead={page.intro} />
    </>
  )
}
