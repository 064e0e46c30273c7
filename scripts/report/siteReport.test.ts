import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { readHtml, textOf } from '../builder/html.ts'
import { fixtureSources } from './fixtures/sources.ts'
import { renderReport } from './renderReport.ts'
import { siteReport, type SiteReport } from './siteReport.ts'

const gzipped = (file: string) => gzipSync(readFileSync(join(fixtureSources.distDir, file)), { level: 9 }).length

// Weighing the pages drives a browser: the limits only catch a hang on a busy machine. What each rule finds is
// pageFindings.test.ts's; here, that the report finds it in a built site and shows it.
const report = await siteReport(fixtureSources)
const [home, about] = report.pages
const rendered = (model: SiteReport = report) => readHtml(renderReport(model))
const rowsOf = (page: Document) => [...page.querySelectorAll('tbody tr')]
const widthOf = (element: Element | null) => element?.getAttribute('style')?.match(/width:([\d.]+)%/)?.[1]

describe('the report of a built site', { timeout: 60_000 }, () => {
  it("lists the route table's pages in its order, and the launch check's findings", () => {
    expect(report.pages.map((page) => page.path)).toEqual(['/home', '/about'])
    expect(report.placeholders).toEqual(['content/site.yaml: contact.email is an example.com address'])
  })

  it('weighs a page as a phone loads it: text gzipped, the image the browser picks for the screen', () => {
    const bytes = {
      html: gzipped('home.html'),
      css: gzipped('assets/app.css'),
      js: gzipped('assets/app.js') + gzipped('assets/react.js'),
      images: 1000 + gzipped('favicon.svg'),
    }
    expect(home!.weight).toEqual({ bytes, total: bytes.html + bytes.css + bytes.js + bytes.images, missing: [] })
    expect(about!.weight.bytes.images, 'one file shown five times is fetched once').toBe(700)
    expect(about!.weight.missing).toEqual(['/assets/missing.js'])
  })

  it('says to build first when a page is not in the build', async () => {
    await expect(siteReport({ ...fixtureSources, pagePaths: ['/home', '/pricing'] })).rejects.toThrow(
      /built has no pricing\.html: run npm run build first$/,
    )
  })
})

describe('the rendered report', () => {
  it('shows each page as a search result shows it, cut where a search engine cuts, with its warnings', () => {
    const [home, about] = rowsOf(rendered())
    expect(textOf(home!.querySelector('.path'))).toBe('/home')
    expect(textOf(home!.querySelector('.result-title'))).toBe('Lakeside Learning Labs')
    expect(textOf(home!.querySelector('.result-address'))).toBe('www.lakeside-learning.in › home')
    expect(home!.querySelector('.warnings')).toBeNull()
    expect(textOf(about!.querySelector('.result-title'))).toBe(
      'About Lakeside Learning Labs: who we are, what we do and…',
    )
    expect([...about!.querySelectorAll('.warnings li')].map(textOf)).toContain(
      'Title is 83 characters: search engines show about 60',
    )
  })

  it('shows the link preview with its picture beside the report, or says there is none', () => {
    const [home, about] = rowsOf(rendered())
    expect(home!.querySelector('.card img')?.getAttribute('src')).toBe('social/home.png')
    expect(textOf(home!.querySelector('.card figcaption b'))).toBe('Lakeside Learning Labs')
    expect(textOf(about!.querySelector('.no-picture'))).toBe('No picture')
  })

  it('draws words and weight as bars, each against the largest page', () => {
    const [home, about] = rowsOf(rendered())
    const [homeWeight, aboutWeight] = report.pages.map((page) => page.weight.total)
    expect(homeWeight).toBeGreaterThan(aboutWeight!)
    expect(widthOf(home!.querySelector('.stack'))).toBe('100.0')
    expect(widthOf(about!.querySelector('.stack'))).toBe(((aboutWeight! / homeWeight!) * 100).toFixed(1))
    expect(widthOf(home!.querySelector('.bar .words'))).toBe('100.0')
    expect(widthOf(about!.querySelector('.bar .words'))).toBe(((7 / 12) * 100).toFixed(1))
    const images = home!.querySelector('.stack .images')
    expect(widthOf(images), "a kind's share of the page's bar").toBe(
      ((report.pages[0]!.weight.bytes.images / homeWeight!) * 100).toFixed(1),
    )
  })

  it('lists images without useful alt text by what is wrong, links that lead nowhere and files the build lacks', () => {
    const [home, about] = rowsOf(rendered())
    const cells = (row: Element) => [...row.querySelectorAll('td')]
    expect(textOf(cells(home!)[4]!)).toBe('None')
    expect([...cells(about!)[4]!.querySelectorAll('li')].map(textOf)).toEqual([
      'no alt text: team.png',
      'alt text says only "photo": team.png',
      'alt text is a file name ("team-photo.jpg"): team.png',
      'alt text of spaces only: team.png',
    ])
    expect([...cells(about!)[5]!.querySelectorAll('li')].map(textOf)).toEqual(['/careers', '/home#nowhere'])
    expect(textOf(cells(about!)[3]!.querySelector('.warnings'))).toBe('/assets/missing.js is not in the build')
  })

  it("sums up what needs attention and lists the launch check's placeholders", () => {
    const page = rendered()
    expect(
      [...page.querySelectorAll('.summary li')].map((tile) => [
        tile.getAttribute('class'),
        textOf(tile.querySelector('strong')),
      ]),
    ).toEqual([
      ['attention', '1'],
      ['attention', '1'],
      ['attention', '1'],
      ['attention', '4'],
      ['attention', '2'],
      ['neutral', textOf(rowsOf(page)[0]!.querySelector('.weight .figure'))],
    ])
    expect([...page.querySelectorAll('#placeholders li')].map(textOf)).toEqual([
      'content/site.yaml: contact.email is an example.com address',
    ])
    expect(textOf(rendered({ ...report, placeholders: [] }).querySelector('#placeholders p'))).toMatch(/^Nothing left/)
  })

  it('opens as a file on its own: no script, no stylesheet or picture from elsewhere', () => {
    const page = rendered()
    expect(page.querySelectorAll('script, link, iframe')).toHaveLength(0)
    const addresses = [...page.querySelectorAll('[src], [href]')].map(
      (element) => element.getAttribute('src') ?? element.getAttribute('href'),
    )
    expect(addresses.filter((address) => !/^(#|social\/)/.test(address ?? ''))).toEqual([])
    expect(textOf(page.querySelector('style')), 'the styles fetch nothing either').not.toMatch(/@import|url\(/)
  })

  it("writes the pages' words as text, never as markup", () => {
    const [home] = report.pages
    const page = rendered({
      ...report,
      pages: [{ ...home!, search: { ...home!.search, shownTitle: '<b>Bold</b> & "co"' } }],
    })
    const title = page.querySelector('.result-title')!
    expect(title.querySelector('b')).toBeNull()
    expect(textOf(title)).toBe('<b>Bold</b> & "co"')
  })
})
