import { minifySync } from 'vite'
import { deferHydration } from './deferHydration.ts'
import { editHtml } from './html.ts'
import { tidyPreloads, type ClientCode } from './preloads.ts'

/**
 * What the build changes in each page the generator renders, before the critical-CSS step:
 * - code loaded on use (the Supabase client, the toast library) is not preloaded, what the page's
 *   entry imports is, and the page's own code is requested once the page is shown (preloads.ts,
 *   deferHydration.ts);
 * - the charset leads the `<head>` (the page's own head tags are written before it);
 * - the data router's hydration state and the generator's placeholder script go: the browser entry
 *   (src/client.tsx) reads neither;
 * - the inline scripts left (the loader, index.html's menu script) are minified: a page that fits
 *   the first round trip of a slow connection paints a round trip sooner.
 */
export function tidyRenderedPage(html: string, code: ClientCode): string {
  return editHtml(html, (page) => {
    tidyPreloads(page, code)
    deferHydration(page)
    const charset = page.querySelector('meta[charset]')
    if (charset) page.head.prepend(charset)
    for (const script of page.querySelectorAll('script:not([src])')) {
      const code = script.textContent?.trim() ?? ''
      if (code.startsWith('window.__staticRouterHydrationData') || code === '/* SCRIPT_COMMENT_PLACEHOLDER */')
        script.remove()
    }
    for (const script of page.querySelectorAll('script:not([src]):not([type])'))
      script.textContent = minified(script.textContent ?? '')
  })
}

/** Scripts are few and the same on every page: each is minified once per build. */
const minifiedScripts = new Map<string, string>()

function minified(code: string): string {
  let result = minifiedScripts.get(code)
  if (result === undefined) {
    const { code: small, errors } = minifySync('inline.js', code)
    if (errors.length > 0)
      throw new Error(`An inline script does not parse: ${errors.map((error) => error.message).join('; ')}`)
    minifiedScripts.set(code, (result = small))
  }
  return result
}
