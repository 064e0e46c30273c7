import { parseHTML } from 'linkedom'

/** The one way the build and the tests read HTML: a real parser, never a regular expression. */
export function readHtml(html: string): Document {
  return parseHTML(html).document
}

/** An element's text as shown: entities decoded, runs of white space one space, trimmed. */
export function textOf(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim()
}

export function headingsIn(page: Document, level: 1 | 2 = 1): string[] {
  return [...page.querySelectorAll(`h${level}`)].map(textOf)
}

export function titleOf(page: Document): string | undefined {
  return textOf(page.querySelector('title')) || undefined
}

export function metaContent(page: Document, name: string): string | undefined {
  const meta = [...page.querySelectorAll('meta')].find((element) =>
    [element.getAttribute('name'), element.getAttribute('property'), element.getAttribute('http-equiv')].some(
      (value) => value?.toLowerCase() === name.toLowerCase(),
    ),
  )
  return meta?.getAttribute('content') ?? undefined
}

export function linkHref(page: Document, rel: string): string | undefined {
  return page.querySelector(`link[rel="${rel}"]`)?.getAttribute('href') ?? undefined
}

export function idsIn(page: Document): Set<string> {
  return new Set([...page.querySelectorAll('[id]')].map((element) => element.getAttribute('id')!))
}

export function linkHrefsIn(page: Document): string[] {
  return [...page.querySelectorAll('a[href]')].map((anchor) => anchor.getAttribute('href')!)
}

const javaScriptTypes = new Set(['', 'module', 'text/javascript'])

/** The inline `<script>`s that run (not JSON-LD or other data blocks) and the inline `<style>`s, as written. */
export function inlineCode(page: Document): { scripts: string[]; styles: string[] } {
  const scripts = [...page.querySelectorAll('script:not([src])')]
    .filter((script) => javaScriptTypes.has((script.getAttribute('type') ?? '').toLowerCase()))
    .map((script) => script.textContent ?? '')
  const styles = [...page.querySelectorAll('style')].map((style) => style.textContent ?? '')
  return { scripts, styles }
}
