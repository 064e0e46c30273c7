import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import type { Pages, Site } from '../../../src/content/schemas/index.ts'
import { caseStudyCollection, entryOf, type Collection } from '../../../src/content/collections.ts'
import {
  checkContentFile,
  ContentError,
  type CheckedContent,
  type ContentProblem,
} from '../../../src/content/validate.ts'
import { fillSiteWords, type SiteWord } from '../../../src/content/words.ts'
import { siteWords } from '../../../src/content/siteWords.ts'

/** The one way anything outside the browser reads `content/`: validated as the build does, site words filled in. */
export function loadContentFile(contentDir: string, file: string): unknown {
  const data = checkedData(contentDir, file)
  if (file === 'site.yaml') return structuredClone(data)
  // The schemas have checked every placeholder's name (see words.ts): what is not the site's is the page's.
  return withSiteWords(data, siteWords(checkedData(contentDir, 'site.yaml') as Site))
}

/** A file's data as written, its `{{name}}`s left in, once checked: a ContentError names every problem. */
export function checkedData(contentDir: string, file: string): unknown {
  const { data, problems } = checkedFile(contentDir, file)
  if (problems.length > 0) throw new ContentError(problems)
  return data
}

export type CheckedFile = CheckedContent & { source: string }

// One cache for the process: vite-react-ssg loads vite.config.ts once per bundle and Vite copies this module into each
// load, so a cache of the module's own would check every file again for each bundle.
const checkedFiles = ((
  globalThis as { checkedContent?: Map<string, { key: string; checked: CheckedFile }> }
).checkedContent ??= new Map())

/** A file of content/ checked as the build checks it, against content/'s pictures and categories: once while its
 * modification time and those stay the same. Callers must not change what they get. */
export function checkedFile(contentDir: string, file: string): CheckedFile {
  const path = join(contentDir, file)
  const categories =
    entryOf(file)?.collection === caseStudyCollection && existsSync(join(contentDir, 'pages.yaml'))
      ? (checkedFile(contentDir, 'pages.yaml').data as Pages | undefined)?.caseStudies.categories
      : undefined
  const context = { images: imagesIn(contentDir), categories }
  const key = `${statSync(path).mtimeMs} ${JSON.stringify(context)}`
  const cached = checkedFiles.get(path)
  if (cached?.key === key) return cached.checked
  const source = readFileSync(path, 'utf8')
  const checked = { source, ...checkContentFile(file, source, context) }
  checkedFiles.set(path, { key, checked })
  return checked
}

/** A collection's entries' files, as content names them ("case-studies/x.yaml"), in name order. */
export const entryFiles = (contentDir: string, { folder, extension }: Collection): string[] =>
  readdirSync(join(contentDir, folder))
    .filter((file) => file.endsWith(`.${extension}`))
    .sort()
    .map((file) => `${folder}/${file}`)

/** Every file under `folder` of content/, as content names it ("images/solutions/lms.jpg"), in name order. */
const filesUnder = (contentDir: string, folder = ''): string[] =>
  readdirSync(join(contentDir, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(contentDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort()

/**
 * Each symbolic link under content/, as a problem: content is its files, as a pull request shows them, while the build
 * would follow a link to another page's file (a second address for it) or to one outside content/.
 */
export const linkProblems = (contentDir: string): ContentProblem[] =>
  readdirSync(contentDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isSymbolicLink())
    .map((entry) => ({
      file: relative(contentDir, join(entry.parentPath, entry.name)).split(sep).join('/'),
      line: 1,
      column: 1,
      message: 'is a symbolic link, which content/ may not hold: put the file itself here.',
    }))

/** Every file of content/ but its pictures ("case-studies/x.yaml"). */
export const contentFiles = (contentDir: string): string[] =>
  filesUnder(contentDir).filter((file) => !file.startsWith('images/'))

/** Every picture under content/images ("images/solutions/lms.jpg"). */
export const imagesIn = (contentDir: string): string[] =>
  existsSync(join(contentDir, 'images')) ? filesUnder(contentDir, 'images') : []

/** The settings of `site.yaml` any text in content may quote as `{{name}}`; the phone number kept on one line. */
export function withSiteWords(data: unknown, words: Record<SiteWord, string>): unknown {
  return mapFields(data, (_field, value) =>
    typeof value === 'string' && value.includes('{{') ? fillSiteWords(value, words) : undefined,
  )
}

export const loadSite = (contentDir: string) => loadContentFile(contentDir, 'site.yaml') as Site

// A copy of `data`: `visit` gets each value's field path ("hero.actions[0].href") and key; a value it returns
// replaces that one, which is then not walked into.
export function mapFields(
  data: unknown,
  visit: (field: string, value: unknown, key: string | number) => unknown,
  field = '',
): unknown {
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

export function fieldsWhere(data: unknown, test: (value: unknown, key: string | number) => boolean): string[] {
  const found: string[] = []
  mapFields(data, (field, value, key) => {
    if (test(value, key)) found.push(field)
    return undefined
  })
  return found
}
