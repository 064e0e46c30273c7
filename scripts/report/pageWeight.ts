import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { chromium, type Page, type Response } from '@playwright/test'
import sirv from 'sirv'
import { nonLocalRefusal } from '../servers/localOnly.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts'

/** The phone of the end-to-end tests and their budgets. */
export const PHONE = { width: 375, height: 812 }
export const KINDS = ['html', 'css', 'js', 'images'] as const

const KIND_OF_TYPE = { 'text/html': 'html', 'text/css': 'css', javascript: 'js', 'image/': 'images' } as const
const TEXT = /javascript|css|html|json|svg|xml|text\//

/** One response as a visitor pays for it: `bytes` counts text gzip -9, as a host sends it; fonts and images as they are. */
async function sizeOf(response: Response) {
  // Playwright gives no body for a 3xx response: only where a redirect led is counted.
  const body = await response.body().catch(() => undefined)
  if (!body) return undefined
  const contentType = response.headers()['content-type']?.split(';')[0] ?? ''
  const bytes = TEXT.test(contentType) ? gzipSync(body, { level: 9 }).length : body.length
  return { url: new URL(response.url()), status: response.status(), contentType, body, bytes }
}

export type Fetched = NonNullable<Awaited<ReturnType<typeof sizeOf>>>

// What the budgets and the report count: every response until the page has hydrated (when it has code to) and the
// network is quiet after the load event, dynamic imports included.
export async function loadAndMeasure(page: Page, url: string): Promise<Fetched[]> {
  const pending: Promise<Fetched | undefined>[] = []
  page.on('response', (response) => pending.push(sizeOf(response)))
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.waitForFunction(
    () => !document.querySelector('script[data-entry]') || document.documentElement.dataset.hydrated === 'true',
  )
  await page.waitForLoadState('networkidle')
  return (await Promise.all(pending)).filter((fetched) => fetched !== undefined)
}

/** What a phone fetches for each page of `distDir`, by kind: each file once, each image the one picked for the screen. */
export async function measurePageWeights(distDir: string, paths: readonly string[]) {
  const serve = sirv(distDir, { extensions: ['html'] })
  // Only the browser it drives, as every local server of the project (localOnly.ts).
  const server = createServer((req, res) => {
    const refusal = nonLocalRefusal(req)
    if (refusal) res.writeHead(refusal.status).end(refusal.message)
    else serve(req, res)
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const weights = []
    for (const path of paths) {
      const page = await browser.newPage({ viewport: PHONE, deviceScaleFactor: 1 })
      const fetched = await loadAndMeasure(page, `${origin}${path}`)
      await page.close()
      const bytes = { html: 0, css: 0, js: 0, images: 0 }
      const missing: string[] = []
      const counted = new Set<string>()
      for (const { url, status, contentType, bytes: size } of fetched) {
        if (url.origin !== origin || counted.has(url.pathname)) continue
        counted.add(url.pathname)
        const kind = Object.entries(KIND_OF_TYPE).find(([part]) => contentType.includes(part))?.[1]
        if (status === 404) missing.push(url.pathname)
        else if (kind) bytes[kind] += size
      }
      weights.push({ bytes, total: KINDS.reduce((sum, kind) => sum + bytes[kind], 0), missing })
    }
    return weights
  } finally {
    await browser.close()
    server.close()
  }
}
