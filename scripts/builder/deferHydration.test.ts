import { describe, expect, it } from 'vitest'
import { deferHydration, pageCodeOf } from './deferHydration.ts'
import { readHtml } from './html.ts'

/** The page after deferHydration, parsed again from its text, as the build writes it. */
function deferred(html: string): Document {
  const page = readHtml(html)
  deferHydration(page)
  return readHtml(page.toString())
}

const page = `<html><head><script type="module" crossorigin src="/assets/app-1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-2.js"><link rel="modulepreload" crossorigin href="/assets/Home-3.js"><title>Home</title></head><body><div id="root">Hello</div></body></html>`

describe('deferHydration', () => {
  it('moves the module script and its preloads into one inline loader at the end of the body', () => {
    const html = deferred(page)
    expect(
      html.querySelectorAll('script[src], link[rel="modulepreload"]'),
      'nothing requested by the HTML itself',
    ).toHaveLength(0)
    expect(html.querySelector('title')?.textContent).toBe('Home')
    expect([...html.body.children].map((element) => element.tagName.toLowerCase())).toEqual(['div', 'script'])
    expect(pageCodeOf(html)).toEqual({
      entry: '/assets/app-1.js',
      preloads: ['/assets/react-2.js', '/assets/Home-3.js'],
    })
    expect(() => new Function(html.querySelector('body > script:last-child')?.textContent ?? '')).not.toThrow()
  })

  it('writes the same loader into every page, so that one hash allows it everywhere', () => {
    const other = page.replace('Home-3', 'Contact-4').replace('react-2', 'react-5')
    const loaderOf = (html: string) => deferred(html).querySelector('body > script:last-child')?.textContent
    expect(loaderOf(other)).toBe(loaderOf(page))
  })

  it('refuses a page without exactly one module script', () => {
    expect(() => deferred('<html><body></body></html>')).toThrow(/one module script/)
  })
})
