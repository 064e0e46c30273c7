import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { chromium, type Response } from '@playwright/test'
import sirv from 'sirv'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/chromium.ts'

/** The screen the report weighs pages on: the phone of the end-to-end tests and their budgets. */
export const PHONE = { width: 375, height: 812 }

export const KINDS = ['html', 'css', 'js', 'images'] as const
export type Kind = (typeof KINDS)[number]

export interface PageWeight {
  /** Bytes by kind: text (SVG drawings included) gzip -9, as a host sends it; other images as they are. */
  bytes: Record<Kind, number>
  total: number
  /** Files the page asks for that are not in the build. */
  missing: string[]
}

function kindOf(contentType: string): Kind | undefined {
  if (contentType.startsWith('text/html')) return 'html'
  if (contentType.startsWith('text/css')) return 'css'
  if (contentType.includes('javascript')) return 'js'
  if (contentType.startsWith('image/')) return 'images'
  return undefined
}

/**
 * What a phone fetches for each page, as Chromium loads it from `distDir` at the phone's width:
 * every response until the page is hydrated (when it has code to hydrate with) and the network is
 * quiet, as the budgets count them. Each image is the one the browser picks for that screen.
 */
export async function measurePageWeights(distDir: string, paths: readonly string[]): Promise<Map<string, PageWeight>> {
  const server = createServer(sirv(distDir, { extensions: ['html'] }))
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const weights = new Map<string, PageWeight>()
    for (const path of paths) {
      const page = await browser.newPage({ viewport: PHONE, deviceScaleFactor: 1 })
      const weight: PageWeight = { bytes: { html: 0, css: 0, js: 0, images: 0 }, total: 0, missing: [] }
      const counted = new Set<string>()
      const pending: Promise<void>[] = []
      const count = async (response: Response) => {
        const url = new URL(response.url())
        if (url.origin !== origin || counted.has(url.pathname)) return
        counted.add(url.pathname)
        if (response.status() === 404) return void weight.missing.push(url.pathname)
        const kind = kindOf(response.headers()['content-type'] ?? '')
        const body = kind && (await response.body().catch(() => undefined))
        if (!kind || !body) return
        const text = kind !== 'images' || response.headers()['content-type']?.startsWith('image/svg')
        weight.bytes[kind] += text ? gzipSync(body, { level: 9 }).length : body.length
      }
      page.on('response', (response) => pending.push(count(response)))
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' })
      await page.waitForFunction(
        () => !document.querySelector('script[data-entry]') || document.documentElement.dataset.hydrated === 'true',
      )
      await page.waitForLoadState('networkidle')
      await Promise.all(pending)
      await page.close()
      weight.total = KINDS.reduce((sum, kind) => sum + weight.bytes[kind], 0)
      weights.set(path, weight)
    }
    return weights
  } finally {
    await browser.close()
    server.close()
  }
}
