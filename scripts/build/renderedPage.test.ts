import { describe, expect, it } from 'vitest'
import { readHtml } from './html.ts'
import { pageCodeOf } from './deferHydration.ts'
import type { ClientCode } from './preloads.ts'
import { tidyRenderedPage } from './renderedPage.ts'

const rendered = `<!DOCTYPE html><html lang="en"><head><title>Home</title><meta charset="UTF-8">
<script type="module" crossorigin src="/assets/app-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-2.js">
<link rel="modulepreload" crossorigin href="/assets/supabase-3.js">
<link data-rh="true" rel="modulepreload" href="/content/case-studies/retail.js">
<link rel="preload" as="image" href="/assets/photo-4.webp">
</head><body><div id="root">Hello &amp; welcome</div>
<script>window.__staticRouterHydrationData = JSON.parse("{}")</script>
<script>/* SCRIPT_COMMENT_PLACEHOLDER */</script>
</body></html>`

/** The entry imports its image's chunk, which imports React; the Supabase client loads on use. */
const code: ClientCode = {
  onDemand: new Set(['assets/supabase-3.js']),
  importsOf: (file) => (file === 'content/case-studies/retail.js' ? ['assets/retail-5.js', 'assets/react-2.js'] : []),
}

describe('tidyRenderedPage', () => {
  const page = readHtml(tidyRenderedPage(rendered, code))

  it('puts the charset first in the head', () => {
    expect(page.head.firstElementChild?.outerHTML).toBe('<meta charset="UTF-8">')
  })

  it('preloads only the code the page runs at once, from its loader, and no image', () => {
    expect(page.querySelectorAll('link[rel="preload"], link[rel="modulepreload"], script[src]')).toHaveLength(0)
    expect(pageCodeOf(page)).toEqual({ entry: '/assets/app-1.js', preloads: ['/assets/react-2.js', '/content/case-studies/retail.js', '/assets/retail-5.js'] })
  })

  it('drops the router state and the placeholder script, and keeps the content', () => {
    const scripts = [...page.querySelectorAll('script')].map((script) => script.textContent ?? '')
    expect(scripts).toHaveLength(1)
    expect(scripts[0]).not.toContain('__staticRouterHydrationData')
    expect(page.querySelector('#root')?.textContent).toBe('Hello & welcome')
  })
})
