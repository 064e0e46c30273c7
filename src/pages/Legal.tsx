import { useLocation } from 'react-router-dom'
import { isLegalSlug, legalDocument, pages } from '@/content'
import { LegalArticle } from '@/components/sections/LegalArticle'
import { PageIntro } from '@/components/sections/PageIntro'
import { NotFoundPage } from './NotFound'

/** Terms, privacy and refund policies share this page; the path picks the document. */
export function Component() {
  const slug = useLocation().pathname.slice(1)
  if (!isLegalSlug(slug)) return <NotFoundPage />
  return (
    <>
      <PageIntro page={pages[slug]} />
      <LegalArticle document={legalDocument(slug)} />
    </>
  )
}
