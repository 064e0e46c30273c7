import { describe, expect, it } from 'vitest'
import { readHtml } from '../builder/html.ts'
import { cutForResult, DESCRIPTION_LIMIT, searchResultOf, TITLE_LIMIT } from './searchResult.ts'

const head = (tags: string) => readHtml(`<!DOCTYPE html><html><head>${tags}</head><body></body></html>`)

describe('a page as a search result', () => {
  it('cuts long text at the last whole word that fits, with an ellipsis', () => {
    expect(cutForResult('Short enough', 12)).toBe('Short enough')
    expect(cutForResult('Case studies of our pilots, with figures', 30)).toBe('Case studies of our pilots…')
    expect(cutForResult('Case studies of our pilots, with figures', 30).length).toBeLessThanOrEqual(30)
    expect(cutForResult('Supercalifragilisticexpialidocious', 10), 'one long word is cut inside').toBe('Supercali…')
  })

  it('shows the title, the address as a trail and the description, and warns of nothing when they fit', () => {
    const result = searchResultOf(
      head(
        '<title>Retail case study | Lakeside</title><meta name="description" content="How forecasts lifted sales by 28%."><link rel="canonical" href="https://www.lakeside.in/case-studies/retail">',
      ),
      '/case-studies/retail',
    )
    expect(result).toMatchObject({
      shownTitle: 'Retail case study | Lakeside',
      shownDescription: 'How forecasts lifted sales by 28%.',
      addressLine: 'www.lakeside.in › case-studies › retail',
      warnings: [],
    })
  })

  it('warns past the lengths search engines show, and cuts there', () => {
    const title = 'A title that goes on well past what a search engine shows in one line'
    const description = 'word '.repeat(40).trim()
    const result = searchResultOf(
      head(
        `<title>${title}</title><meta name="description" content="${description}"><link rel="canonical" href="https://x.in/a">`,
      ),
      '/a',
    )
    expect(result.warnings).toEqual([
      `Title is ${title.length} characters: search engines show about ${TITLE_LIMIT}`,
      `Description is ${description.length} characters: search engines show about ${DESCRIPTION_LIMIT}`,
    ])
    expect(result.shownTitle).toMatch(/…$/)
    expect(result.shownTitle.length).toBeLessThanOrEqual(TITLE_LIMIT)
    expect(result.shownDescription.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT)
  })

  it('warns when the title, description or canonical link is missing, and falls back to the path', () => {
    const result = searchResultOf(head('<link rel="canonical" href="/a">'), '/a')
    expect(result.addressLine).toBe('/a')
    expect(result.warnings).toEqual([
      'No title',
      'No description: search engines pick text from the page',
      'Canonical link "/a" is not a full address',
    ])
    expect(searchResultOf(head('<title>T</title>'), '/a').warnings).toContain('No canonical link')
  })
})
