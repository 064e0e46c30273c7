import { describe, expect, it } from 'vitest'
import { readHtml } from '../builder/html.ts'
import { cutForResult, imagesWithoutUsefulAlt, searchResultOf, socialCardOf, wordsIn } from './pageFindings.ts'
import { DESCRIPTION_LIMIT, TITLE_LIMIT } from '../../src/content/schemas/primitives.ts'

const head = (tags: string) => readHtml(`<!DOCTYPE html><html><head>${tags}</head><body></body></html>`)

describe('a page as a search result', () => {
  it('cuts long text at the last whole word that fits, with an ellipsis', () => {
    expect(cutForResult('Short enough', 12)).toBe('Short enough')
    expect(cutForResult('Case studies of our pilots, with figures', 30)).toBe('Case studies of our pilots…')
    expect(cutForResult('Case studies of our pilots, with figures', 30).length).toBeLessThanOrEqual(30)
    expect(cutForResult('Supercalifragilisticexpialidocious', 10), 'one long word is cut inside').toBe('Supercali…')
  })

  // A page whose title and description fit, shown as a search result, is siteReport.test.ts's (/home).
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

const inBuild = (file: string) => file === 'social/case-studies/retail.png'

describe('a page as a link preview', () => {
  it('shows the picture from the build, the site and the Open Graph title and description', () => {
    const card = socialCardOf(
      head(`<title>Page title</title>
        <meta property="og:url" content="https://www.lakeside.in/case-studies/retail">
        <meta property="og:title" content="Retail case study"><meta property="og:description" content="Sales up 28%.">
        <meta property="og:image" content="https://www.lakeside.in/social/case-studies/retail.png">`),
      inBuild,
    )
    expect(card).toEqual({
      imageFile: 'social/case-studies/retail.png',
      host: 'www.lakeside.in',
      title: 'Retail case study',
      description: 'Sales up 28%.',
      warnings: [],
    })
  })

  it("falls back to the page's title, description and canonical host, and says what is missing", () => {
    const card = socialCardOf(
      head(
        '<title>Page title</title><meta name="description" content="About us."><link rel="canonical" href="https://lakeside.in/about">',
      ),
      inBuild,
    )
    expect(card).toEqual({
      imageFile: undefined,
      host: 'lakeside.in',
      title: 'Page title',
      description: 'About us.',
      warnings: ['No og:image: networks show the link without a picture', 'No og:title', 'No og:description'],
    })
  })

  it('says when the picture it names is not in the build', () => {
    const card = socialCardOf(
      head(
        '<meta property="og:image" content="https://lakeside.in/social/about.png"><meta property="og:title" content="A"><meta property="og:description" content="B">',
      ),
      inBuild,
    )
    expect(card.imageFile).toBeUndefined()
    expect(card.warnings).toEqual(['The picture https://lakeside.in/social/about.png is not in the build'])
  })
})

const problemsIn = (body: string) => imagesWithoutUsefulAlt(readHtml(`<main>${body}</main>`))

describe('images without useful alternative text', () => {
  it('accepts a described image and a decorative one', () => {
    expect(
      problemsIn(`<img src="/assets/class.webp" alt="Students around a tablet">
        <img src="data:image/webp;base64,UklG" alt aria-hidden="true">
        <span aria-hidden="true"><img src="/a.png" alt=""></span>
        <img src="/divider.svg" alt="" role="presentation">`),
    ).toEqual([])
  })

  it('names an image with no alt, or one of spaces; an empty alt marks an image decorative', () => {
    expect(
      problemsIn(
        '<img src="/assets/team-Ab12.png?v=2"><img src="/assets/class.webp" alt="  "><img src="/assets/lms.webp" alt="">',
      ),
    ).toEqual([
      { image: 'team-Ab12.png', problem: 'no alt text' },
      { image: 'class.webp', problem: 'alt text of spaces only' },
    ])
  })

  it('names an alt that is a file name or only says it is an image', () => {
    expect(
      problemsIn(
        '<img src="/a.jpg" alt="IMG_0042.JPG"><img src="/b.jpg" alt="Photo"><img src="data:image/png;base64,iVBO" alt="image">',
      ),
    ).toEqual([
      { image: 'a.jpg', problem: 'alt text is a file name ("IMG_0042.JPG")' },
      { image: 'b.jpg', problem: 'alt text says only "Photo"' },
      { image: 'inline image', problem: 'alt text says only "image"' },
    ])
  })
})

describe('the words of a page', () => {
  it('counts the words of the main content, where elements meet without a space too, and none without a main', () => {
    const page = readHtml(
      '<header>Menu Home</header><main><h1>Retail chain</h1><p>Demand rose,<strong>sharply</strong>.</p><script>var notWords = 1</script><style>p{}</style></main>',
    )
    expect(wordsIn(page)).toBe(5)
    expect(wordsIn(readHtml('<!DOCTYPE html><html><body><p>No main here</p></body></html>'))).toBe(0)
  })
})
