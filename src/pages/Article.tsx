import type { ArticleContent } from '@/content'
import { ArticleBody } from '@/components/sections/ArticleBody'
import { PageIntro } from '@/components/sections/PageIntro'
import { faqPage, jsonLd } from '@/lib/seo'

/** Every policy and guide shares this page; the route gives it its document, with its own heading and intro. */
export function Page({ entry }: { entry: ArticleContent }) {
  return (
    <>
      <ArticleView entry={entry} />
      {entry.questions && (
        // After the answers it repeats, not in the head 30 KB of inline CSS before them: compressed, the page
        // then carries them about once, and /questions fits its first round trip (its HTML, gzip: 15.2 KB with
        // them in the head, 13.4 KB here).
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd([faqPage(entry.questions)]) }} />
      )}
    </>
  )
}

/** The page but for its FAQ's data for search engines: also the editor's preview of a policy or guide (src/admin/). */
export function ArticleView({ entry }: { entry: ArticleContent }) {
  return (
    <>
      <PageIntro page={entry.page} />
      <ArticleBody document={entry} />
    </>
  )
}
