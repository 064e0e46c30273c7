/**
 * The one placeholder syntax of content: `{{name}}` (spaces inside the braces allowed), with one
 * filler and one error for a name that has no value. Two kinds of names:
 * - the company's details from site.yaml (`SITE_WORDS`), which any text may quote and which are
 *   filled in when content loads, so the name or the reply time is written once;
 * - values only a page knows as it renders (the visitor's address, a count), which a field takes
 *   only where its schema says so (`textWith` in schemas/primitives.ts) and its page fills in.
 */
export const SITE_WORDS = ['company', 'replyFrom', 'replyTime', 'email', 'phone'] as const
export type SiteWord = (typeof SITE_WORDS)[number]

const WORD = /\{\{(.*?)\}\}/g

/** The names a text quotes, in order, as written between the braces (trimmed). */
export function wordsIn(text: string): string[] {
  return [...text.matchAll(WORD)].map((match) => match[1]!.trim())
}

/** The message for a name with no value, the same wherever it is met. */
export const unknownWord = (name: string, known: readonly string[]) => `unknown {{${name}}}; known here: ${known.join(', ')}`

/**
 * `text` cut at its placeholders: the text between them, and each placeholder's value in its place
 * (a value may be an element, such as a link). Throws on a name `values` has not.
 */
export function fillParts<Value>(text: string, values: Readonly<Record<string, Value>>): (string | Value)[] {
  return text
    .split(WORD)
    .map((part, index) => {
      if (index % 2 === 0) return part
      const name = part.trim()
      if (!Object.hasOwn(values, name)) throw new Error(unknownWord(name, Object.keys(values)))
      return values[name]!
    })
    .filter((part) => part !== '')
}

/** `text` with every placeholder replaced by its value. Throws on a name `values` has not. */
export const fillWords = (text: string, values: Readonly<Record<string, string | number>>): string => fillParts(text, values).join('')

/** `text` with the site's words filled in and any other placeholder left as it is, for its page to fill. */
export function fillSiteWords(text: string, words: Readonly<Record<SiteWord, string>>): string {
  const others = Object.fromEntries(wordsIn(text).filter((name) => !Object.hasOwn(words, name)).map((name) => [name, `{{${name}}}`]))
  return fillWords(text, { ...others, ...words })
}
