import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { CaseStudy } from '@/content'
import { pages } from '@/content/pages'
import { CaseStudyBrowser } from './CaseStudyBrowser'
import { CaseStudyStory } from './CaseStudyStory'
import { headingsIn, readHtml, textOf } from '../../../scripts/builder/html'

const image = {
  sources: { avif: '/a.avif 480w', webp: '/a.webp 480w' },
  img: { src: '/a.webp', w: 480, h: 300 },
  placeholder: 'data:image/webp;base64,AA==',
}

const study: CaseStudy = {
  id: 'sample',
  title: 'A sample study',
  client: 'Sample client',
  category: 'Healthcare AI',
  imageUrl: image,
  summary: 'A 10% change.',
  headline: { figure: '10%', label: 'better' },
  challenge: 'First paragraph.\n\nSecond paragraph.',
  solution: 'What we did.',
  results: ['10% better'],
  technologies: ['Python'],
  meta: { title: 'Sample', description: 'Sample' },
}

const read = (element: React.ReactNode) =>
  readHtml(`<!DOCTYPE html><html><body>${renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>)}</body></html>`)

describe('the case study grid', () => {
  it('shows the empty message when there is no case study to show', () => {
    const page = read(<CaseStudyBrowser studies={[]} labels={pages.caseStudies} />)
    expect(textOf(page.body)).toContain(pages.caseStudies.emptyMessage)
    expect(page.querySelector('ul')).toBeNull()
  })

  it('pre-renders its filter buttons unseen, as they filter only once the code runs', () => {
    const page = read(<CaseStudyBrowser studies={[study]} labels={pages.caseStudies} />)
    const filters = page.querySelector(`[role="group"][aria-label="${pages.caseStudies.filterLabel}"]`)
    expect(filters?.getAttribute('class')?.split(' ')).toContain('invisible')
  })
})

describe('a case study page body', () => {
  it('splits the challenge into paragraphs', () => {
    const paragraphs = [...read(<CaseStudyStory study={study} labels={pages.caseStudy} />).querySelectorAll('p')].map(
      textOf,
    )
    expect(paragraphs).toEqual(expect.arrayContaining(['First paragraph.', 'Second paragraph.']))
    expect(paragraphs.indexOf('Second paragraph.')).toBe(paragraphs.indexOf('First paragraph.') + 1)
  })

  it('shows the quote, author and role of a testimonial, and leaves it out when the study has none', () => {
    const page = read(
      <CaseStudyStory
        study={{ ...study, testimonial: { quote: 'It works.', author: 'Asha R.', role: 'Head of IT' } }}
        labels={pages.caseStudy}
      />,
    )
    expect(headingsIn(page, 2)).toContain(pages.caseStudy.testimonialHeading)
    expect(textOf(page.querySelector('blockquote'))).toBe('“It works.”')
    expect(textOf(page.body)).toContain('Asha R.')
    expect(textOf(page.body)).toContain('Head of IT')
    const without = read(<CaseStudyStory study={study} labels={pages.caseStudy} />)
    expect(headingsIn(without, 2)).not.toContain(pages.caseStudy.testimonialHeading)
    expect(without.querySelector('blockquote')).toBeNull()
  })
})
