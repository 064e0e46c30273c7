/**
 * Readers for raw HTML as a crawler or a browser without JavaScript receives it: the project's one
 * HTML reader (scripts/builder/html.ts), taking the page's text.
 */
import {
  headingsIn as headingsOf,
  mainText as mainTextOf,
  metaContent as metaContentOf,
  readHtml,
  titleOf as titleIn,
} from '../../scripts/builder/html'

export const headingsIn = (html: string, level: 1 | 2 = 1) => headingsOf(readHtml(html), level)
export const titleOf = (html: string) => titleIn(readHtml(html))
export const metaContent = (html: string, name: string) => metaContentOf(readHtml(html), name)
export const mainText = (html: string) => mainTextOf(readHtml(html))
