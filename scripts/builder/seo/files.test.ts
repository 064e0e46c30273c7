import { describe, expect, it } from 'vitest'
import { sitemapXml } from './files.ts'
import { readHtml } from '../html.ts'

describe('the files for crawlers and phones', () => {
  it('lists each page once in the sitemap, at its full address', () => {
    const xml = sitemapXml('https://example.org', ['/home', '/contact', '/a&b'])
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    )
    expect([...readHtml(xml).querySelectorAll('loc')].map((loc) => loc.textContent)).toEqual([
      'https://example.org/home',
      'https://example.org/contact',
      'https://example.org/a&b',
    ])
    expect(xml, 'an ampersand is escaped').toContain('<loc>https://example.org/a&amp;b</loc>')
  })
})
