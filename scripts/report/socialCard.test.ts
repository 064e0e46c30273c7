import { describe, expect, it } from 'vitest'
import { readHtml } from '../builder/html.ts'
import { socialCardOf } from './socialCard.ts'

const head = (tags: string) => readHtml(`<!DOCTYPE html><html><head>${tags}</head><body></body></html>`)
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
