import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { pages, type CaseStudy } from '@/content'
import { CaseStudyBrowser } from './CaseStudyBrowser'
import { CaseStudyStory } from './CaseStudyStory'

const image = { sources: { avif: '/a.avif 480w', webp: '/a.webp 480w' }, img: { src: '/a.webp', w: 480, h: 300 }, placeholder: 'data:image/webp;base64,AA==' }

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

const render = (element: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>)

describe('the case study grid', () => {
  it('shows the empty message when there is no case study to show', () => {
    const html = render(<CaseStudyBrowser studies={[]} labels={pages.caseStudies} />)
    expect(html).toContain('No case studies found for the selected category.')
    expect(html).not.toContain('<ul')
  })

  it('offers All and one button per category of the studies, with All pressed', () => {
    const html = render(<CaseStudyBrowser studies={[study, { ...study, id: 'other' }]} labels={pages.caseStudies} />)
    expect(html.match(/<button[^>]*>[^<]*<\/button>/g)).toEqual([
      expect.stringMatching(/aria-pressed="true"[^>]*>All</),
      expect.stringMatching(/aria-pressed="false"[^>]*>Healthcare AI</),
    ])
    expect(html).not.toContain('No case studies found')
  })
})

describe('a case study page body', () => {
  it('splits the challenge into paragraphs', () => {
    expect(render(<CaseStudyStory study={study} labels={pages.caseStudy} />)).toContain('<p>First paragraph.</p><p>Second paragraph.</p>')
  })

  it('leaves the testimonial out when the study has none', () => {
    const html = render(<CaseStudyStory study={study} labels={pages.caseStudy} />)
    expect(html).not.toContain(pages.caseStudy.testimonialHeading)
    expect(html).not.toContain('<blockquote')
  })

  it('shows the quote, author and role of a testimonial', () => {
    const html = render(
      <CaseStudyStory study={{ ...study, testimonial: { quote: 'It works.', author: 'Asha R.', role: 'Head of IT' } }} labels={pages.caseStudy} />,
    )
    expect(html).toContain(pages.caseStudy.testimonialHeading)
    expect(html).toMatch(/<blockquote[^>]*>“It works.”<\/blockquote>/)
    expect(html).toContain('Asha R.')
    expect(html).toContain('Head of IT')
  })
})
