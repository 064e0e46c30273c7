import { describe, expect, it } from 'vitest'
import { deferHydration } from './deferHydration.ts'
import { readHtml } from './html.ts'

const page = `<html><head><script type="module" crossorigin src="/assets/app-1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-2.js"><link rel="modulepreload" crossorigin href="/assets/Home-3.js"><title>Home</title></head><body><div id="root">Hello</div></body></html>`

describe('deferHydration', () => {
  it('moves the module script and its preloads into one inline loader at the end of the body', () => {
    const html = deferHydration(page)
    expect(html.slice(0, html.indexOf('<script>')), 'nothing requested by the HTML itself').not.toMatch(/type="module"|modulepreload/)
    expect(html).toContain('<title>Home</title></head><body><div id="root">Hello</div><script>')
    expect(html).toMatch(/<\/script><\/body>/)
    const loader = readHtml(html).querySelector('body > script:last-child')?.textContent ?? ''
    expect(loader).toContain('("/assets/app-1.js", ["/assets/react-2.js","/assets/Home-3.js"])')
    expect(() => new Function(loader)).not.toThrow()
  })

  it('refuses a page without exactly one module script', () => {
    expect(() => deferHydration('<html><body></body></html>')).toThrow(/one module script/)
  })
})
