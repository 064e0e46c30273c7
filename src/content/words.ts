// The one placeholder syntax of content, `{{name}}`. The site's words (SITE_WORDS) may be quoted anywhere and are
// filled in when content loads; a page's own words (a count, the visitor's address) only where the schema says so.
import { joinText } from '../../supabase/functions/_shared/joinText.ts'

export const SITE_WORDS = [
  'company',
  'replyFrom',
  'replyTime',
  'email',
  'phone',
  'researchPartner',
  'dataRegion',
  'grievanceOfficer',
  'grievanceEmail',
] as const
export type SiteWord = (typeof SITE_WORDS)[number]

const WORD = /\{\{(.*?)\}\}/g

export function wordsIn(text: string): string[] {
  return [...text.matchAll(WORD)].map((match) => match[1]!.trim())
}

export const unknownWord = (name: string, known: readonly string[]) =>
  `unknown {{${name}}}; known here: ${known.join(', ')}`

/**
 * `text` cut at its placeholders, each replaced by its value (which may be an element, such as a link). The words after
 * a value do not repeat its own full stop ("{{company}}." with "Pvt. Ltd.").
 */
export function fillParts<Value>(text: string, values: Readonly<Record<string, Value>>): (string | Value)[] {
  let value: string | Value = ''
  return text
    .split(WORD)
    .map((part, index) => {
      if (index % 2 === 0) return typeof value === 'string' ? joinText(value, part).slice(value.length) : part
      const name = part.trim()
      if (!Object.hasOwn(values, name)) throw new Error(unknownWord(name, Object.keys(values)))
      value = values[name]!
      return value
    })
    .filter((part) => part !== '')
}

export const fillWords = (text: string, values: Readonly<Record<string, string | number>>): string =>
  fillParts(text, values).join('')

/** `text` with the site's words filled in and any other placeholder left for its page to fill. */
export function fillSiteWords(text: string, words: Readonly<Record<SiteWord, string>>): string {
  const others = wordsIn(text)
    .filter((name) => !Object.hasOwn(words, name))
    .map((name) => [name, `{{${name}}}`])
  return fillWords(text, { ...Object.fromEntries(others), ...words })
}
