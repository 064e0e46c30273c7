// On a slow connection the browser has the page's first round trip long before the rest: TCP's first window, ten
// segments, about 14.6 KB with the response's headers. A phone should paint its whole first screen from it. Each page
// is loaded as a phone would first paint it (its inlined critical CSS, no stylesheet, images or code yet), once whole
// and once cut where that round trip ends at a default nginx's compression (gzip level 1); the first screen must match.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { expect, test, PHONE } from './support/fixtures'
import { htmlFileFor, prerenderPaths } from './support/routes'

/** What the first round trip carries of the HTML: the first window less the response's headers. */
const FIRST_ROUND_TRIP_BYTES = 14_000

/** The longest start of `html` whose gzip at level 1 fits in the first round trip. */
function firstRoundTrip(html: string): string {
  let fits = 0
  let over = html.length + 1
  while (over - fits > 1) {
    const length = Math.floor((fits + over) / 2)
    if (gzipSync(html.slice(0, length), { level: 1 }).length <= FIRST_ROUND_TRIP_BYTES) fits = length
    else over = length
  }
  return html.slice(0, fits)
}

/** Each run of text and each image on the first screen, with where it sits. */
function firstScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const onScreen = (rect: DOMRect) => rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < innerHeight
    const at = (rect: DOMRect) => `at ${Math.round(rect.left)},${Math.round(rect.top)}`
    const shown: string[] = []
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const text = node.textContent!.replace(/\s+/g, ' ').trim()
      const range = document.createRange()
      range.selectNodeContents(node)
      const rect = [...range.getClientRects()].find(onScreen)
      if (text && rect && getComputedStyle(node.parentElement!).visibility !== 'hidden')
        shown.push(`"${text}" ${at(rect)}`)
    }
    for (const image of document.images) {
      const rect = image.getBoundingClientRect()
      if (onScreen(rect))
        shown.push(`image ${image.alt} ${at(rect)} ${Math.round(rect.width)}×${Math.round(rect.height)}`)
    }
    return shown
  })
}

test.use({ ...PHONE, javaScriptEnabled: false })

test("every page's first round trip holds its whole first screen", async ({ page }) => {
  let sent = ''
  await page.route('**/*', (route) =>
    route.request().isNavigationRequest()
      ? route.fulfill({ contentType: 'text/html; charset=utf-8', body: sent })
      : route.abort(),
  )
  for (const path of prerenderPaths) {
    const html = await readFile(join('dist', htmlFileFor(path)), 'utf8')
    sent = html
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    const whole = await firstScreen(page)
    expect(whole.length, `${path} shows something on its first screen`).toBeGreaterThan(0)

    sent = firstRoundTrip(html)
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    expect
      .soft(await firstScreen(page), `${path}: its first ${sent.length} characters of ${html.length}`)
      .toEqual(whole)
  }
})
