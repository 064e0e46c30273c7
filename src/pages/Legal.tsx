import { pages, type LegalDocument, type LegalSlug } from '@/content'
import { LegalArticle } from '@/components/sections/LegalArticle'
import { PageIntro } from '@/components/sections/PageIntro'

/** Terms, privacy and refund policies share this page; the route gives it its document. */
export function Page({ entry }: { entry: { slug: LegalSlug; document: LegalDocument } }) {
  return (
    <>
      <PageIntro page={pages[entry.slug]} />
      <LegalArticle document={entry.document} />
    </>
  )
}
