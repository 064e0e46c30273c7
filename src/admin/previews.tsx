// The preview beside the editor's form: a case study or a policy or guide drawn by the site's own components and
// stylesheet. What it cannot show as visitors will: the picture at its built sizes (it shows the file chosen), the
// header, footer and the links out of the page, an article's table of contents, and the site's words ({{company}} and
// the like), shown as written. A solution and the single files show the editor's plain preview of their fields.
import type { Map as ImmutableMap } from 'immutable'
import pagesFile from '@content/pages.yaml?view=caseStudyLabels'
import type { CaseStudy, Pages } from '@/content'
import type { views } from '@/content/views'
import { CaseStudyStory } from '@/components/sections/CaseStudyStory'
import { Hero } from '@/components/sections/Hero'
import { Stat } from '@/components/ui/Stat'
import { Container } from '@/components/ui/Container'
import { ARTICLE_PROSE } from '@/components/sections/articleProse'
import type { ReactNode } from 'react'

export { default as previewStyles } from '../styles.css?inline'

const { caseStudy: labels } = pagesFile as Pick<Pages, (typeof views.caseStudyLabels)[number]>

interface PreviewProps {
  entry: ImmutableMap<string, unknown>
  getAsset: (path: string) => { toString(): string } | undefined
  /** The editor's own rendering of a field: for an article's Markdown. */
  widgetFor: (name: string) => ReactNode
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

export function ArticlePreview({ entry, widgetFor }: PreviewProps) {
  const data = (entry.get('data') as ImmutableMap<string, unknown>).toJS() as Record<string, unknown>
  return (
    <>
      <Hero eyebrow={text(data.eyebrow) || undefined} heading={text(data.heading)} lead={text(data.intro)} />
      <Container className="py-14 sm:py-20">
        <article className={ARTICLE_PROSE}>{widgetFor('body')}</article>
      </Container>
    </>
  )
}

export function CaseStudyPreview({ entry, getAsset }: PreviewProps) {
  const data = (entry.get('data') as ImmutableMap<string, unknown>).toJS() as Partial<Record<keyof CaseStudy, unknown>>
  const list = (value: unknown) => (Array.isArray(value) ? value.map(text) : [])
  const headline = (data.headline ?? {}) as { figure?: string; label?: string }
  const picture = typeof data.imageUrl === 'string' ? (getAsset(data.imageUrl)?.toString() ?? '') : ''
  const study = {
    ...data,
    challenge: text(data.challenge),
    solution: text(data.solution),
    results: list(data.results),
    technologies: list(data.technologies),
    imageUrl: { sources: {}, img: { src: picture, w: 1200, h: 900 }, placeholder: '' },
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
}
