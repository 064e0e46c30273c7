import { gzipSync } from 'node:zlib'
import { expect, type Page, type Response } from '@playwright/test'

/** One response as a visitor pays for it: text gzip -9, as a host serves it; fonts and images as they are. */
export interface Fetched {
  url: string
  contentType: string
  bytes: number
  /** Its size as written, uncompressed. */
  raw: number
  /** The text of a script, to tell what it is. */
  code?: string
}

const TEXT = /javascript|css|html|json|svg|xml|text\//

async function sizeOf(response: Response): Promise<Fetched | undefined> {
  if (response.status() >= 300 && response.status() < 400) return undefined
  const body = await response.body().catch(() => undefined)
  if (!body) return undefined
  const contentType = response.headers()['content-type']?.split(';')[0] ?? ''
  return {
    url: new URL(response.url()).pathname,
    contentType,
    bytes: TEXT.test(contentType) ? gzipSync(body, { level: 9 }).length : body.length,
    raw: body.length,
    code: contentType.includes('javascript') ? body.toString('utf8') : undefined,
  }
}

/**
 * Opens `url` and returns everything the browser fetched until the page hydrated and the network
 * went quiet after the load event: dynamic imports (the hydration runtime, the page's own code and
 * content) included.
 */
export async function loadAndMeasure(page: Page, url: string): Promise<Fetched[]> {
  const pending: Promise<Fetched | undefined>[] = []
  page.on('response', (response) => pending.push(sizeOf(response)))
  await page.goto(url, { waitUntil: 'networkidle' })
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
  await page.waitForLoadState('networkidle')
  return (await Promise.all(pending)).filter((fetched) => fetched !== undefined)
}

export const scriptsOf = (fetched: Fetched[]) => fetched.filter(({ contentType }) => contentType.includes('javascript'))

export const kilobytes = (fetched: Fetched[]) =>
  Math.round(fetched.reduce((sum, { bytes }) => sum + bytes, 0) / 102.4) / 10

export const rawBytes = (fetched: Fetched[]) => fetched.reduce((sum, { raw }) => sum + raw, 0)

export const listing = (fetched: Fetched[]) => fetched.map(({ url, bytes }) => `${url} ${bytes}`).join('\n')
