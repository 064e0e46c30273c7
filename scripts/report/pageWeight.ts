import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { pageCodeOf } from '../builder/deferHydration.ts'
import { imageFileFor, PHONE } from './phoneImage.ts'

export const KINDS = ['html', 'css', 'js', 'images'] as const
export type Kind = (typeof KINDS)[number]

export interface PageWeight {
  /** Bytes by kind: text gzip -9, as a host sends it; images as they are. */
  bytes: Record<Kind, number>
  total: number
  /** Files the page asks for that are not in the build. */
  missing: string[]
}

/** The files of the build a page asks for, by their path on the site ("/assets/app.css"), each once. */
export function filesOf(page: Document): Map<string, Kind> {
  const files = new Map<string, Kind>()
  const add = (url: string | null | undefined, kind: Kind) => {
    if (url?.startsWith('/') && !url.startsWith('//')) files.set(new URL(url, 'http://site').pathname, kind)
  }
  page.querySelectorAll('link[rel~="stylesheet"][href]').forEach((link) => add(link.getAttribute('href'), 'css'))
  page.querySelectorAll('script[src]').forEach((script) => add(script.getAttribute('src'), 'js'))
  page.querySelectorAll('link[rel="modulepreload"][href]').forEach((link) => add(link.getAttribute('href'), 'js'))
  // The deferred loader names the page's entry and preloads (scripts/builder/deferHydration.ts).
  const code = pageCodeOf(page)
  for (const path of code ? [code.entry, ...code.preloads] : []) add(path, 'js')
  page.querySelectorAll('img').forEach((image) => add(imageFileFor(image, PHONE), 'images'))
  return files
}

const TEXT = /\.(html|css|m?js|svg|json)$/

/** The size of one file of the build as sent; each file is read once per run. */
export function sizeReader(distDir: string): (file: string) => number | undefined {
  const sizes = new Map<string, number | undefined>()
  const read = (file: string) => {
    try {
      const data = readFileSync(join(distDir, file))
      return TEXT.test(file) ? gzipSync(data, { level: 9 }).length : data.length
    } catch {
      return undefined
    }
  }
  return (file) => {
    if (!sizes.has(file)) sizes.set(file, read(file))
    return sizes.get(file)
  }
}

/**
 * What a phone fetches for a page, by kind: the HTML file, its stylesheets, the scripts it names
 * (the inline loader's entry and preloads included), and each image at the size a 375 px screen
 * picks. Code the page's scripts import on their own, fonts, icons and other sites are not counted.
 */
export function pageWeight(page: Document, htmlFile: string, sizeOf: (file: string) => number | undefined): PageWeight {
  const bytes: Record<Kind, number> = { html: 0, css: 0, js: 0, images: 0 }
  const missing: string[] = []
  for (const [file, kind] of [[`/${htmlFile}`, 'html'] as const, ...filesOf(page)]) {
    const size = sizeOf(file.slice(1))
    if (size === undefined) missing.push(file)
    else bytes[kind] += size
  }
  return { bytes, total: KINDS.reduce((sum, kind) => sum + bytes[kind], 0), missing }
}
