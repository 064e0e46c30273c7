import type { LegalDocument } from '@/content'
import { LegalArticle } from '@/components/sections/LegalArticle'
import { PageIntro } from '@/components/sections/PageIntro'

/** Every policy shares this page; the route gives it its document, with its own heading and intro. */
export function Page({ entry }: { entry: LegalDocument }) {
  return (
    <>
      <PageIntro page={entry.page} />
      <LegalArticle document={entry} />
    </>
  )
}
