// The preview beside the editor's form: an entry drawn by the site's own components and stylesheet. What it cannot
// show as visitors will: the picture at its built sizes (it shows the file chosen), the header, footer and the links
// out of the page, and the site's words ({{company}} and the like) are shown as written.
import type { Map as ImmutableMap } from 'immutable'
import pagesFile from '@content/pages.yaml?fields=caseStudy,caseStudies'
import type { CaseStudy, Pages } from '@/content'
import { CaseStudyStory } from '@/components/sections/CaseStudyStory'
import { Hero } from '@/components/sections/Hero'
import { Stat } from '@/components/ui/Stat'

export { default as previewStyles } from '../styles.css?inline'

const { caseStudy: labels, caseStudies } = pagesFile as Pick<Pages, 'caseStudy' | 'caseStudies'>
/** The categories a case study may have, as content/pages.yaml lists them when the editor is built. */
export const { categories } = caseStudies

interface PreviewProps {
  entry: ImmutableMap<string, unknown>
  getAsset: (path: string) => { toString(): string } | undefined
}

export function CaseStudyPreview({ entry, getAsset }: PreviewProps) {
  const data = (entry.get('data') as ImmutableMap<string, unknown>).toJS() as Partial<Record<keyof CaseStudy, unknown>>
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
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
