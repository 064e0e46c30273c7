import { describe, expect, it } from 'vitest'
import { readHtml } from './html.ts'
import { tidyRenderedPage } from './renderedPage.ts'

const rendered = `<!DOCTYPE html><html lang="en"><head><title>Home</title><meta charset="UTF-8">
<script type="module" crossorigin src="/assets/app-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-2.js">
<link rel="modulepreload" crossorigin href="/assets/supabase-3.js">
<link rel="preload" as="image" href="/assets/photo-4.webp">
</head><body><div id="root">Hello &amp; welcome</div>
<script>window.__staticRouterHydrationData = JSON.parse("{}")</script>
<script>/* SCRIPT_COMMENT_PLACEHOLDER */</script>
</body></html>`

describe('tidyRenderedPage', () => {
  const page = readHtml(tidyRenderedPage(rendered, new Set(['assets/supabase-3.js'])))

  it('puts the charset first in the head', () => {
    expect(page.head.firstElementChild?.outerHTML).toBe('<meta charset="UTF-8">')
  })

  it('preloads only the code the page runs at once, from its loader, and no image', () => {
    expect(page.querySelectorAll('link[rel="preload"], link[rel="modulepreload"], script[src]')).toHaveLength(0)
    const loader = page.querySelector('body > script:last-child')?.textContent ?? ''
    expect(loader).toContain('("/assets/app-1.js", ["/assets/react-2.js"])')
  })

  it('drops the router state and the placeholder script, and keeps the content', () => {
    const scripts = [...page.querySelectorAll('script')].map((script) => script.textContent ?? '')
    expect(scripts).toHaveLength(1)
    expect(scripts[0]).not.toContain('__staticRouterHydrationData')
    expect(page.querySelector('#root')?.textContent).toBe('Hello & welcome')
  })
})
