// The preview beside the editor's form: the entry drawn by the site's own components and stylesheet, with the site's
// words ({{company}} and the like) filled in. What it cannot show as visitors will: a picture at its built sizes (it
// shows the file chosen), the header and footer, and an article's table of contents.
//
// Sveltia renders a preview with its own copy of React, in which the site's components cannot use their hooks: the
// template is a class (no hooks) holding a root of the site's own React, which draws the page inside the preview.
import { Component, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { MemoryRouter } from 'react-router-dom'
import { Marked } from 'marked'
import pagesFile from '@content/pages.yaml?view=caseStudyLabels'
import siteFile from '@content/site.yaml'
import type { CaseStudy, Pages, ResponsiveImage, Site } from '@/content'
import type { views } from '@/content/views'
import { CaseStudyStory } from '@/components/sections/CaseStudyStory'
import { Hero } from '@/components/sections/Hero'
import { Stat } from '@/components/ui/Stat'
import { Container } from '@/components/ui/Container'
import { ARTICLE_PROSE } from '@/components/sections/articleProse'
import { fillSiteWords } from '../content/words.ts'
import { siteWords } from '../content/siteWords.ts'
import type { EntryMap } from './checkEntry.ts'
import { notePicture } from './problems.ts'

// The site's own stylesheet, built beside the editor's code rather than inside it.
export { default as previewStyles } from '../styles.css?url'

const { caseStudy: labels } = pagesFile as Pick<Pages, (typeof views.caseStudyLabels)[number]>
const words = siteWords(siteFile as Site)

/** What Sveltia hands a preview template (its documented props that these use). */
interface PreviewProps {
  entry: EntryMap
  getAsset: (path: string) => { url: string } | undefined
}

/** The entry's fields, with the site's words filled into every text, and each picture's address as Sveltia has it. */
interface Drawn {
  data: Record<string, unknown>
  picture: (path: unknown) => ResponsiveImage
}

const filled = (value: unknown): unknown =>
  typeof value === 'string'
    ? fillSiteWords(value, words)
    : Array.isArray(value)
      ? value.map(filled)
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(Object.entries(value).map(([key, child]) => [key, filled(child)]))
        : value

/** A preview template drawing `page` with the site's own React. */
function sitePreview(page: (drawn: Drawn) => ReactNode) {
  return class SitePreview extends Component<PreviewProps> {
    private root: Root | undefined
    private host = (node: HTMLDivElement | null) => {
      if (node && !this.root) {
        this.root = createRoot(node)
        this.draw()
      }
    }

    /** How many more times to ask again for pictures Sveltia was still fetching. */
    private patience = 20

    private draw() {
      const { data = {} } = this.props.entry.toJS() as { data?: Record<string, unknown> }
      let fetching = false
      const picture = (path: unknown): ResponsiveImage => {
        const named = typeof path === 'string' ? path : ''
        // Sveltia knows a picture by its address on the site ("/images/…"); content names it from content/.
        const asset = /^images\//.test(named) ? this.props.getAsset(`/${named}`) : undefined
        if (asset) notePicture(named, asset.url)
        else if (/^images\//.test(named)) notePicture(named, undefined)
        // Until Sveltia has read the picture from the repository, it hands back its address on the site.
        const ready = asset?.url.startsWith('blob:') ?? false
        fetching ||= asset !== undefined && !ready
        return { sources: {}, img: { src: ready ? asset!.url : named, w: 1200, h: 900 }, placeholder: '' }
      }
      this.root?.render(<MemoryRouter>{page({ data: filled(data) as Record<string, unknown>, picture })}</MemoryRouter>)
      if (fetching && this.patience-- > 0) setTimeout(() => this.draw(), 250)
    }

    override componentDidUpdate() {
      this.draw()
    }

    override componentWillUnmount() {
      // Not while Sveltia's React is itself rendering.
      const root = this.root
      setTimeout(() => root?.unmount())
    }

    render() {
      return <div ref={this.host} />
    }
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const list = (value: unknown) => (Array.isArray(value) ? value.map(text) : [])

// HTML never reaches a page (the check refuses it): the preview draws none either.
const markdown = new Marked({ gfm: true, async: false, renderer: { html: () => '' } })

export const ArticlePreview = sitePreview(({ data }) => (
  <>
    <Hero eyebrow={text(data.eyebrow) || undefined} heading={text(data.heading)} lead={text(data.intro)} />
    <Container className="py-14 sm:py-20">
      <article
        className={ARTICLE_PROSE}
        dangerouslySetInnerHTML={{ __html: markdown.parse(text(data.body)) as string }}
      />
    </Container>
  </>
))

export const CaseStudyPreview = sitePreview(({ data, picture }) => {
  const headline = (data.headline ?? {}) as { figure?: string; label?: string }
  const study = {
    ...data,
    challenge: text(data.challenge),
    solution: text(data.solution),
    results: list(data.results),
    technologies: list(data.technologies),
    imageUrl: picture(data.imageUrl),
  } as unknown as CaseStudy
  return (
    <>
      <Hero
        size="split"
        eyebrow={text(data.category)}
        note={`${labels.clientLabel}: ${text(data.client)}`}
        heading={text(data.title)}
        lead={text(data.summary)}
        aside={<Stat headline={{ figure: text(headline.figure), label: text(headline.label) }} size="lg" />}
      />
      <CaseStudyStory study={study} labels={labels} />
    </>
  )
})
