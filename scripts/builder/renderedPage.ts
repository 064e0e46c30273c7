import { minifySync } from 'vite'
import { withoutGeneratorScripts } from '../adapters/viteReactSsg.ts'
import { deferHydration } from './deferHydration.ts'
import { readHtml } from './html.ts'
import { tidyPreloads, type Manifest } from './preloads.ts'

// Each rendered page: the generator's scripts dropped; inline scripts minified, so a page fits the first round trip.
export function tidyRenderedPage(html: string, manifest: Manifest): string {
  const page = readHtml(html)
  tidyPreloads(page, manifest)
  deferHydration(page)
  const charset = page.querySelector('meta[charset]')
  if (charset) page.head.prepend(charset)
  withoutGeneratorScripts(page)
  for (const script of page.querySelectorAll('script:not([src]):not([type])'))
    script.textContent = minifiedScript(script.textContent ?? '')
  return page.toString()
}

export function minifiedScript(code: string): string {
  const { code: minified, errors } = minifySync('inline.js', code)
  if (errors.length > 0)
    throw new Error(`An inline script does not parse: ${errors.map((error) => error.message).join('; ')}`)
  return minified
}
