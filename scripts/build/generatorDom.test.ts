import { describe, expect, it } from 'vitest'
import { JSDOM } from './generatorDom.ts'
import { readHtml } from './html.ts'
import { resolve } from './generatorDomHooks.ts'

describe("the generator's JSDOM", () => {
  it('writes the page from its first byte as a browser reads it: doctype, <html>, <head>, no white space between', () => {
    const page = new JSDOM(
      '<!DOCTYPE html>\n<html lang="en">\n  <head><meta charset="UTF-8"></head>\n  <body><p>Hi</p>\n</body>\n</html>\n',
    )
    expect(page.serialize().startsWith('<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8">')).toBe(true)
    expect(page.window.document.body.innerHTML).toBe('<p>Hi</p>\n')
  })

  it('reads a page, lets the generator edit it, and writes it out with the edit', () => {
    const page = new JSDOM(
      '<!DOCTYPE html><html><head><title>Home</title></head><body><div id="root">Hi</div></body></html>',
    )
    const { document } = page.window
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: '/a.js' }))
    const written = readHtml(page.serialize())
    expect(written.querySelector('head link[rel="modulepreload"]')?.getAttribute('href')).toBe('/a.js')
    expect(written.querySelector('title')?.textContent).toBe('Home')
    expect(written.getElementById('root')?.outerHTML).toBe('<div id="root">Hi</div>')
  })
})

describe('the build module hooks', () => {
  // What the next hook would make of a specifier: here, its own name.
  const next = (specifier: string) => ({ url: specifier })
  const from = (parentURL: string) => ({ parentURL, conditions: [], importAttributes: {}, importAssertions: {} })

  it("give the generator this project's JSDOM", () => {
    const resolved = resolve(
      'jsdom',
      from('file:///project/node_modules/vite-react-ssg/dist/shared/build.mjs'),
      next as never,
    ) as { url: string }
    expect(resolved.url).toBe(new URL('./generatorDom.ts', import.meta.url).href)
  })

  it('leave every other import, and jsdom for anyone else, as it is', () => {
    expect(resolve('jsdom', from('file:///project/node_modules/vitest/dist/index.js'), next as never)).toEqual({
      url: 'jsdom',
    })
    expect(
      resolve('p-queue', from('file:///project/node_modules/vite-react-ssg/dist/shared/build.mjs'), next as never),
    ).toEqual({ url: 'p-queue' })
  })
})
