import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Home, Pages, Site } from './schemas/index.ts'
import { ContentError, parseContentFile } from './validate.ts'

/**
 * The one way anything outside the browser reads `content/`: the content plugin, the build's steps,
 * the local servers and the tests. Every file is validated as the build validates it, per-file
 * rules included, so a bad entry is named the same way wherever it is met.
 */
export function loadContentFile(contentDir: string, file: string): unknown {
  const data = parseContentFile(file, readFileSync(join(contentDir, file), 'utf8'))
  if (file === 'site.yaml') return data
  const words = siteWords(parseContentFile('site.yaml', readFileSync(join(contentDir, 'site.yaml'), 'utf8')) as Site)
  const filled = withSiteWords(data, words)
  const unknown = fieldsWhere(filled, (value) => typeof value === 'string' && /\{\{/.test(value))
  if (unknown.length > 0) {
    throw new ContentError(`content/${file} is invalid:\n${unknown.map((field) => `  ${field}: unknown {{placeholder}}; known: ${Object.keys(words).join(', ')}`).join('\n')}`)
  }
  return filled
}

/**
 * Settings of `site.yaml` that any text in content may quote as `{{name}}`, as policies do, so the
 * company's name or a promise such as the reply time is written once and reads the same on every
 * page. Single braces (`{count}`) are filled in by the page itself.
 */
export function siteWords(site: Site): Record<string, string> {
  return { company: site.name, replyFrom: site.contact.replyFrom, replyTime: site.contact.replyTime }
}

/** What a policy may quote besides: the contact email and phone, the phone kept on one line. */
export function policyWords(site: Site): Record<string, string> {
  return { ...siteWords(site), email: site.contact.email, phone: site.contact.phone.replaceAll(' ', '\u00a0') }
}

/** `data` with every `{{name}}` of `words` in its text replaced. */
export function withSiteWords(data: unknown, words: Record<string, string>): unknown {
  const pattern = new RegExp(`\\{\\{\\s*(${Object.keys(words).join('|')})\\s*\\}\\}`, 'g')
  return mapFields(data, (_field, value) => {
    if (typeof value !== 'string') return undefined
    const replaced = value.replace(pattern, (_token, name: string) => words[name]!)
    return replaced === value ? undefined : replaced
  })
}

export const loadSite = (contentDir: string) => loadContentFile(contentDir, 'site.yaml') as Site
export const loadPages = (contentDir: string) => loadContentFile(contentDir, 'pages.yaml') as Pages
export const loadHome = (contentDir: string) => loadContentFile(contentDir, 'home.yaml') as Home

/**
 * Walks `data` depth first, calling `visit` with each value's field path ("hero.actions[0].href")
 * and its key. Whatever `visit` returns other than undefined replaces that value, and its insides
 * are not walked; undefined keeps the value and walks into it. Returns the data with the replacements.
 */
export function mapFields(data: unknown, visit: (field: string, value: unknown, key: string | number) => unknown, field = ''): unknown {
  if (Array.isArray(data)) {
    return data.map((item, index) => {
      const childField = `${field}[${index}]`
      return visit(childField, item, index) ?? mapFields(item, visit, childField)
    })
  }
  if (typeof data !== 'object' || data === null) return data
  return Object.fromEntries(
    Object.entries(data).map(([key, child]) => {
      const childField = field ? `${field}.${key}` : key
      return [key, visit(childField, child, key) ?? mapFields(child, visit, childField)]
    }),
  )
}

/** The field paths in `data` whose value passes `test`. */
export function fieldsWhere(data: unknown, test: (value: unknown, key: string | number) => boolean): string[] {
  const found: string[] = []
  mapFields(data, (field, value, key) => {
    if (test(value, key)) found.push(field)
    return undefined
  })
  return found
}
