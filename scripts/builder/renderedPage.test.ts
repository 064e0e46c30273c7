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
<script>
  // Opens the menu
  document.querySelector('button').addEventListener('click', () => { document.body.dataset.menu = 'open' })
</script>
<script type="application/ld+json">{ "name": "Home" }</script>
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
    expect(pageCodeOf(page)).toEqual({
      entry: '/assets/app-1.js',
      preloads: ['/assets/react-2.js', '/content/case-studies/retail.js', '/assets/retail-5.js'],
    })
  })

  it('drops the router state and the placeholder script, and keeps the content', () => {
    const scripts = [...page.querySelectorAll('script:not([type])')].map((script) => script.textContent ?? '')
    expect(scripts).toHaveLength(2)
    expect(scripts.join('')).not.toContain('__staticRouterHydrationData')
    expect(page.querySelector('#root')?.textContent).toBe('Hello & welcome')
  })
})

describe('tidyRenderedPage, on inline scripts', () => {
  const page = readHtml(tidyRenderedPage(rendered, code))

  it('minifies the scripts that run and leaves data alone', () => {
    const [menu, loader] = [...page.querySelectorAll('script:not([type])')].map((script) => script.textContent ?? '')
    expect(menu).toBe(
      'document.querySelector(`button`).addEventListener(`click`,()=>{document.body.dataset.menu=`open`});',
    )
    expect(loader).not.toMatch(/\n|\/\//)
    expect(() => new Function(loader!)).not.toThrow()
    expect(page.querySelector('script[type="application/ld+json"]')?.textContent).toBe('{ "name": "Home" }')
  })

  it('refuses a script that does not parse', () => {
    expect(() => tidyRenderedPage(rendered.replace('// Opens the menu', '({'), code)).toThrow(/does not parse/)
  })
})
