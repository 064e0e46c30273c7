import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { chromium, type Response } from '@playwright/test'
import sirv from 'sirv'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/chromium.ts'

/** The phone of the end-to-end tests and their budgets. */
export const PHONE = { width: 375, height: 812 }
export const KINDS = ['html', 'css', 'js', 'images'] as const

const KIND_OF_TYPE = { 'text/html': 'html', 'text/css': 'css', javascript: 'js', 'image/': 'images' } as const

// What a phone fetches for each page as Chromium loads it, as the budgets count: every response until
// the page has hydrated (when it has code to) and the network is quiet, each image the one picked for the screen.
export async function measurePageWeights(distDir: string, paths: readonly string[]) {
  const server = createServer(sirv(distDir, { extensions: ['html'] }))
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const weights = []
    for (const path of paths) {
      const page = await browser.newPage({ viewport: PHONE, deviceScaleFactor: 1 })
      const bytes = { html: 0, css: 0, js: 0, images: 0 }
      const missing: string[] = []
      const counted = new Set<string>()
      const pending: Promise<void>[] = []
      const count = async (response: Response) => {
        const url = new URL(response.url())
        if (url.origin !== origin || counted.has(url.pathname)) return
        counted.add(url.pathname)
        if (response.status() === 404) return void missing.push(url.pathname)
        const type = response.headers()['content-type'] ?? ''
        const kind = Object.entries(KIND_OF_TYPE).find(([part]) => type.includes(part))?.[1]
        const body = kind && (await response.body().catch(() => undefined))
        if (!kind || !body) return
        // Text (SVG drawings included) gzip -9, as a host sends it; other images as they are.
        const text = kind !== 'images' || type.startsWith('image/svg')
        bytes[kind] += text ? gzipSync(body, { level: 9 }).length : body.length
      }
      page.on('response', (response) => pending.push(count(response)))
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' })
      await page.waitForFunction(
        () => !document.querySelector('script[data-entry]') || document.documentElement.dataset.hydrated === 'true',
      )
      await page.waitForLoadState('networkidle')
      await Promise.all(pending)
      await page.close()
      weights.push({ bytes, total: KINDS.reduce((sum, kind) => sum + bytes[kind], 0), missing })
    }
    return weights
  } finally {
    await browser.close()
    server.close()
  }
}
