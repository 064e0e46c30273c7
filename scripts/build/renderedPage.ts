import { deferHydration } from './deferHydration.ts'
import { editHtml } from './html.ts'
import { dropPreloads } from './preloads.ts'

/**
 * What the build changes in each page the generator renders, before the critical-CSS step:
 * - code loaded on use (the Supabase client, the toast library) is not preloaded, and the page's
 *   own code is requested once the page is shown (deferHydration.ts);
 * - the charset leads the `<head>` (the page's own head tags are written before it);
 * - the data router's hydration state and the generator's placeholder script go: the browser entry
 *   (src/client.tsx) reads neither.
 */
export function tidyRenderedPage(html: string, onDemandFiles: Set<string>): string {
  return editHtml(html, (page) => {
    dropPreloads(page, onDemandFiles)
    deferHydration(page)
    const charset = page.querySelector('meta[charset]')
    if (charset) page.head.prepend(charset)
    for (const script of page.querySelectorAll('script:not([src])')) {
      const code = script.textContent?.trim() ?? ''
      if (code.startsWith('window.__staticRouterHydrationData') || code === '/* SCRIPT_COMMENT_PLACEHOLDER */') script.remove()
    }
  })
}
