// The pages the editor's previews draw (previews.tsx), with the site's own React, loaded with the first preview shown.
import { Component, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { MemoryRouter } from 'react-router-dom'
import siteFile from '@content/site.yaml'
import drawings from 'virtual:icon-drawings'
import type { ArticleContent, CaseStudy, Home, ResponsiveImage, Site, Solution } from '@/content'
import { ArticleView } from '@/pages/Article'
import { CaseStudyView } from '@/pages/CaseStudy'
import { HomeView } from '@/pages/Home'
import { SolutionView } from '@/pages/Solution'
import { imageFields } from '../content/schemas/index.ts'
import { iconFields, type IconName } from '../content/icons.ts'
import { compileText } from '../content/markdown.ts'
import { siteWords } from '../content/siteWords.ts'
import { fillSiteWords } from '../content/words.ts'

const words = siteWords(siteFile as Site)

/** The pages a preview can draw: a collection's entries, and home.yaml. */
export type PreviewedPage = 'case-studies' | 'solutions' | 'articles' | 'home'

/** The entry's fields as the page's components take them: the site's words filled in, icons drawn, pictures given. */
function delivered(value: unknown, picture: (path: unknown) => ResponsiveImage, key?: string): unknown {
  if (key && (imageFields as readonly string[]).includes(key)) return picture(value)
  if (key && (iconFields as readonly string[]).includes(key)) return drawings[value as IconName] ?? []
  if (typeof value === 'string') return fillSiteWords(value, words)
  if (Array.isArray(value)) return value.map((item) => delivered(item, picture))
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([name, child]) => [name, delivered(child, picture, name)]))
  return value
}

function page(kind: PreviewedPage, data: Record<string, unknown>): ReactNode {
  switch (kind) {
    case 'case-studies':
      return <CaseStudyView study={data as unknown as CaseStudy} />
    case 'solutions':
      return <SolutionView solution={data as unknown as Solution} />
    case 'home':
      return <HomeView home={data as unknown as Home} />
    case 'articles': {
      const { lastUpdated, faq, body, ...intro } = data
      const text = compileText(typeof body === 'string' ? body : '', faq === true)
      const article = { page: intro, lastUpdated, ...text } as unknown as ArticleContent
      return <ArticleView entry={article} />
    }
  }
}

/** A form half filled in (a new entry) can lack what a page needs: the preview waits for it rather than going blank. */
class UntilFilledIn extends Component<{ children: ReactNode; data: unknown }, { failed?: unknown }> {
  override state: { failed?: unknown } = {}

  static getDerivedStateFromError(failed: unknown) {
    return { failed }
  }

  override componentDidUpdate(previous: { data: unknown }) {
    if (this.state.failed && previous.data !== this.props.data) this.setState({ failed: undefined })
  }

  render() {
    return this.state.failed ? (
      <p style={{ padding: '2rem', color: '#4b5563' }}>The page shows here once its fields are filled in.</p>
    ) : (
      this.props.children
    )
  }
}

export interface PreviewRoot {
  draw(kind: PreviewedPage, data: Record<string, unknown>, picture: (path: unknown) => ResponsiveImage): void
  unmount(): void
}

export function previewRoot(node: HTMLElement): PreviewRoot {
  const root = createRoot(node)
  return {
    draw(kind, data, picture) {
      const fields = delivered(data, picture) as Record<string, unknown>
      root.render(
        <MemoryRouter>
          <UntilFilledIn data={fields}>{page(kind, fields)}</UntilFilledIn>
        </MemoryRouter>,
      )
    },
    unmount: () => root.unmount(),
  }
}
