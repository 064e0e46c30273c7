import { describe, expect, it } from 'vitest'
import { readHtml } from '../html.ts'
import { socialCardOf, socialCardPainter } from './images.ts'

const page = readHtml(
  '<html><head><meta name="description" content="What we did"></head><body><h1>Forecasting  demand</h1><h1>Other</h1></body></html>',
)

describe('socialCardOf', () => {
  it("shows the page's first main heading and its description", () => {
    expect(socialCardOf('/home', page)).toEqual({ heading: 'Forecasting demand', description: 'What we did' })
  })

  it('refuses a page without either', () => {
    expect(() => socialCardOf('/terms', readHtml('<html><body><h1>Terms</h1></body></html>'))).toThrow(
      '/terms has no heading or no description for its social card',
    )
  })
})

const brand = {
  name: 'Acme',
  host: 'example.org',
  logo: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#2b4fd1"/></svg>',
}

// Painting loads fonts and the image library: the limit only catches a hang.
describe('socialCardPainter', { timeout: 60_000 }, () => {
  it("paints each page's 1200 × 630 card, for social/ at the page's path", async () => {
    const { file, png } = await (await socialCardPainter(brand))('/case-studies/retail', page)
    expect(file).toBe('social/case-studies/retail.png')
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
  })
})
