import { describe, expect, it } from 'vitest'
import { deferHydration } from './deferHydration.ts'
import { readHtml } from './html.ts'

/** The page after deferHydration, parsed again from its text, as the build writes it. */
function deferred(html: string): Document {
  const page = readHtml(html)
  deferHydration(page)
  return readHtml(page.toString())
}

const page = `<html><head><script type="module" crossorigin src="/assets/app-1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-2.js"><link rel="modulepreload" crossorigin href="/assets/Home-3.js"><title>Home</title></head><body><div id="root">Hello</div></body></html>`

describe('deferHydration', () => {
  // What the loader loads, and that it parses, is renderedPage.test.ts's.
  it('writes the same loader, last in the body, into every page, so that one hash allows it everywhere', () => {
    const other = page.replace('Home-3', 'Contact-4').replace('react-2', 'react-5')
    const loaderOf = (html: string) => deferred(html).querySelector('body > script:last-child')?.textContent
    expect(loaderOf(page)).toMatch(/currentScript\.dataset\.entry/)
    expect(loaderOf(other)).toBe(loaderOf(page))
  })

  it('refuses a page without exactly one module script', () => {
    expect(() => deferred('<html><body></body></html>')).toThrow(/one module script/)
  })
})
