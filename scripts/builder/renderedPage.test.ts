import { describe, expect, it } from 'vitest'
import { readHtml } from './html.ts'
import { pageCodeOf } from './deferHydration.ts'
import type { Manifest } from './preloads.ts'
import { tidyRenderedPage } from './renderedPage.ts'

const rendered = `<!DOCTYPE html><html lang="en"><head><title>Home</title><meta charset="UTF-8">
<script type="module" crossorigin src="/assets/app-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-2.js">
<link rel="modulepreload" crossorigin href="/assets/supabase-3.js">
<link data-rh="true" rel="modulepreload" href="/content/case-studies/retail.js">
<link rel="preload" as="image" href="/assets/photo-4.webp">
</head><body><div id="root">Hello &amp; welcome</div>
<script>
  // Opens the menu
  document.querySelector('button').addEventListener('click', () => { document.body.dataset.menu = 'open' })
</script>
<script type="application/ld+json">{ "name": "Home" }</script>
</body></html>`

/** The content entry imports its image's chunk and React; the Supabase client loads on use. */
const manifest: Manifest = {
  'src/client.tsx': { file: 'assets/app-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-2.js' },
  'src/lib/supabase.ts': { file: 'assets/supabase-3.js', isDynamicEntry: true },
  'content/case-studies/retail.yaml': {
    file: 'content/case-studies/retail.js',
    isEntry: true,
    imports: ['_retail.js', '_react.js'],
  },
  '_retail.js': { file: 'assets/retail-5.js' },
}

describe('tidyRenderedPage', () => {
  const page = readHtml(tidyRenderedPage(rendered, manifest))

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

  it('keeps the content', () => {
    expect(page.querySelector('#root')?.textContent).toBe('Hello & welcome')
  })

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
    expect(() => tidyRenderedPage(rendered.replace('// Opens the menu', '({'), manifest)).toThrow(/does not parse/)
  })
})
