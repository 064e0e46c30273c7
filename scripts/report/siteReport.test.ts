import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { fixtureSources } from './fixtures/sources.ts'
import { siteReport } from './siteReport.ts'

const gzipped = (file: string) => gzipSync(readFileSync(join(fixtureSources.distDir, file)), { level: 9 }).length

// Weighing the pages drives a browser: the limits only catch a hang on a busy machine.
const report = await siteReport(fixtureSources)
const [home, about] = report.pages

describe('the report of a built site', { timeout: 60_000 }, () => {
  it("lists the route table's pages in its order, and the launch check's findings", () => {
    expect(report.pages.map((page) => page.path)).toEqual(['/home', '/about'])
    expect(report.placeholders).toEqual(['content/site.yaml: contact.email is an example.com address'])
  })

  it('finds nothing to fix on a page that is in order', () => {
    expect(home).toMatchObject({
      words: 12,
      images: [],
      deadLinks: [],
      search: { warnings: [] },
      card: { imageFile: 'social/home.png', warnings: [] },
    })
  })

  it('weighs a page as a phone loads it: text gzipped, the image the browser picks for the screen', () => {
    expect(home!.weight).toEqual({
      bytes: {
        html: gzipped('home.html'),
        css: gzipped('assets/app.css'),
        js: gzipped('assets/app.js') + gzipped('assets/react.js'),
        images: 1000 + gzipped('favicon.svg'),
      },
      total:
        gzipped('home.html') +
        gzipped('assets/app.css') +
        gzipped('assets/app.js') +
        gzipped('assets/react.js') +
        1000 +
        gzipped('favicon.svg'),
      missing: [],
    })
    expect(about!.weight.bytes.images, 'one file shown five times is fetched once').toBe(700)
    expect(about!.weight.missing).toEqual(['/assets/missing.js'])
  })

  it('finds what a marketer fixes on a page that is not in order', () => {
    expect(about!.search.warnings).toEqual([
      'Title is 83 characters: search engines show about 60',
      'Description is 168 characters: search engines show about 160',
    ])
    expect(about!.card).toMatchObject({
      imageFile: undefined,
      host: 'www.lakeside-learning.in',
      warnings: ['No og:image: networks show the link without a picture'],
    })
    expect(about!.images).toEqual([
      { image: 'team.png', problem: 'no alt text' },
      { image: 'team.png', problem: 'alt text says only "photo"' },
      { image: 'team.png', problem: 'alt text is a file name ("team-photo.jpg")' },
      { image: 'team.png', problem: 'alt text of spaces only' },
    ])
    expect(about!.deadLinks).toEqual(['/careers', '/home#nowhere'])
    expect(about!.words).toBe(7)
  })

  it('says to build first when a page is not in the build', async () => {
    await expect(siteReport({ ...fixtureSources, pagePaths: ['/home', '/pricing'] })).rejects.toThrow(
      /built has no pricing\.html: run npm run build first$/,
    )
  })
})
