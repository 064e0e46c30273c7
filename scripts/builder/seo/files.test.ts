import { describe, expect, it } from 'vitest'
import { robotsTxt, sitemapXml, webManifest } from './files.ts'
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

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt('https://example.org')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://example.org/sitemap.xml\n',
    )
  })

  it('names the site and its icons in the manifest', () => {
    const manifest = JSON.parse(webManifest({ name: 'Acme', shortName: 'A', tagline: 't' }, '#123456'))
    expect(manifest).toMatchObject({
      name: 'Acme',
      short_name: 'A',
      start_url: '/home',
      theme_color: '#123456',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
    })
  })
})
