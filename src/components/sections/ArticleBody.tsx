import { useEffect, useRef } from 'react'
import { site, type ArticleContent } from '@/content'
import { formatDate } from '@/lib/formatDate'
import { Container } from '@/components/ui/Container'
import { ARTICLE_PROSE } from './articleProse'

export function ArticleBody({ document }: { document: ArticleContent }) {
  const article = useRef<HTMLElement>(null)

  // A printed "/privacy" leads nowhere: give each site link its full address for the print stylesheet.
  useEffect(() => {
    for (const link of article.current?.querySelectorAll<HTMLAnchorElement>('a[href^="/"]') ?? [])
      link.dataset.address = link.href
  }, [document])

  return (
    <Container className="grid gap-10 py-14 sm:py-20 lg:grid-cols-[15rem_1fr] lg:gap-16">
      <aside className="lg:sticky lg:top-[calc(var(--spacing-header)+2rem)] lg:self-start">
        <p className="text-sm text-muted">
          {site.ui.lastUpdated}{' '}
          <time dateTime={document.lastUpdated} className="font-semibold text-ink">
            {formatDate(document.lastUpdated)}
          </time>
        </p>
        <nav
          aria-labelledby="table-of-contents"
          className="mt-6 rounded-card bg-surface-alt p-5 ring-1 ring-line print:hidden"
        >
          <h2 id="table-of-contents" className="text-sm font-semibold tracking-wide text-ink uppercase">
            {site.ui.onThisPage}
          </h2>
          <ol className="mt-3 space-y-1 text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="block py-1 text-muted hover:text-brand-700">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </aside>
      <article ref={article} className={ARTICLE_PROSE} dangerouslySetInnerHTML={{ __html: document.html }} />
    </Container>
  )
}
