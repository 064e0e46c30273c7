// Raw HTML as a crawler or a browser without JavaScript receives it, read by the one reader, scripts/builder/html.ts.
import { expect } from '@playwright/test'
import {
  headingsIn as headingsOf,
  metaContent as metaContentOf,
  readHtml,
  textOf,
  titleOf as titleIn,
} from '../../scripts/builder/html'

export const headingsIn = (html: string) => headingsOf(readHtml(html))
export const titleOf = (html: string) => titleIn(readHtml(html))
export const metaContent = (html: string, name: string) => metaContentOf(readHtml(html), name)

/** The visible text inside `<main>`, as a visitor without JavaScript reads it. */
export function mainText(html: string): string {
  const main = readHtml(html).querySelector('main')
  if (!main) return ''
  main.querySelectorAll('script, style, template').forEach((element) => element.remove())
  return textOf(main)
}

export type Thing = Record<string, unknown> & { '@type': string }

/** The things of a page's JSON-LD graphs, wherever they stand: fails on invalid JSON or an unescaped `<`. */
export function structuredData(html: string): Thing[] {
  const scripts = [...readHtml(html).querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => script.textContent ?? '',
  )
  return scripts.flatMap((text) => {
    expect(text).not.toContain('<')
    const data = JSON.parse(text) as { '@context': string; '@graph': Thing[] }
    expect(data['@context']).toBe('https://schema.org')
    return data['@graph']
  })
}
