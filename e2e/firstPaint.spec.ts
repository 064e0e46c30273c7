// On a slow connection the page arrives in pieces, and the browser paints what it has as soon as it can: the first
// paint must already hold the page's opening (its heading and lead), not the header alone with the largest text a frame
// later. Each page's HTML is served as it was built, cut after the header, the rest sent after a pause.
import { once } from 'node:events'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { OPENING_ID } from '../src/paths'
import { expect, test, PHONE } from './support/fixtures'
import { htmlFileFor, pagesByRoute } from './support/routes'

test.use(PHONE)

/** Long enough for a browser on a busy machine to paint what it has been sent. */
const PAUSE_MS = 1_000

for (const path of pagesByRoute.map((paths) => paths[0]!)) {
  test(`${path}: the first paint holds the page's opening, with its largest text`, async ({ page }) => {
    const html = await readFile(join('dist', htmlFileFor(path)), 'utf8')
    const cut = html.indexOf('</header>')
    expect(cut, 'the page has a header to cut after').toBeGreaterThan(0)
    const server = createServer((request, response) => {
      if (request.url !== path) return void response.writeHead(404).end()
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      response.write(html.slice(0, cut))
      setTimeout(() => response.end(html.slice(cut)), PAUSE_MS)
    }).listen(0, '127.0.0.1')
    await once(server, 'listening')
    try {
      // Only the HTML is served here: the page paints with its inlined critical CSS, its other files answered 404.
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`)
      const first = await page.evaluate(
        (openingId) =>
          new Promise<{ painted: number; largest: number; inOpening: boolean; text: string }>((resolve) => {
            new PerformanceObserver((list) => {
              const [entry] = list.getEntries() as (PerformanceEntry & { element: Element | null })[]
              resolve({
                painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
                largest: entry!.startTime,
                inOpening: !!entry!.element?.closest(`#${openingId}`),
                text: entry!.element?.textContent?.slice(0, 60) ?? '',
              })
            }).observe({ type: 'largest-contentful-paint', buffered: true })
          }),
        OPENING_ID,
      )
      expect(first.inOpening, `the first largest paint, "${first.text}", is in the opening`).toBe(true)
      // Within the frame the first paint was in.
      expect(first.largest - first.painted, 'painted in the first paint').toBeLessThanOrEqual(16)
    } finally {
      server.close()
    }
  })
}
