/**
 * Readers for raw HTML as a crawler or a browser without JavaScript receives it: the project's one
 * HTML reader (scripts/builder/html.ts), taking the page's text.
 */
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
