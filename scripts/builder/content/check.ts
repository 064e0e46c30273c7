// `npm run check:content`: every file of content/ read as the build reads it, without building, every problem at once,
// each with its file, line and column; and the page titles a search result would cut. The build stops on the same
// problems with the same words (contentPlugin.ts).
import { join } from 'node:path'
import { cutInResult, formatProblem, type ContentProblem } from '../../../src/content/validate.ts'
import { checkedFile, contentFiles, linkProblems, type CheckedFile } from './load.ts'
import { siteWords } from '../../../src/content/siteWords.ts'
import { slug, type Site } from '../../../src/content/schemas/index.ts'
import * as paths from '../../../src/paths.ts'
import { articleCollection, collections, entryModulePath, entryOf } from '../../../src/content/collections.ts'
import { categorySlug } from '../../../src/lib/caseStudyFilter.ts'
import { HASHED_ASSETS, HOST_FILES } from '../../hosting/configs.ts'
import { ICONS } from '../seo/files.ts'

export interface ContentReport {
  problems: ContentProblem[]
  /** What the build accepts but a visitor would meet cut short. */
  warnings: ContentProblem[]
}

export function checkContent(contentDir: string): ContentReport {
  const checked = contentFiles(contentDir).map((file) => {
    const { problems, ...entry } = checkedFile(contentDir, file)
    return { file, ...entry, problems: [...problems, ...articleNameProblems(file)] }
  })
  const site = checked.find(({ file }) => file === 'site.yaml')?.data as Site | undefined
  const warnings = site ? checked.flatMap((entry) => cutInResults(entry, site)) : []
  return { problems: [...linkProblems(contentDir), ...checked.flatMap(({ problems }) => problems)], warnings }
}

/**
 * The first segment of every address the site takes and of everything the build writes at the top of dist/
 * ("favicon" for favicon.png): an article, at `/<name>`, would replace or shadow it.
 */
const TAKEN_NAMES: ReadonlySet<string> = new Set(
  [
    ...Object.values<unknown>(paths).filter(
      (value): value is string => typeof value === 'string' && value.startsWith('/'),
    ),
    ...Object.keys(paths.redirects),
    ...collections.flatMap((collection) => [collection.pathOf(''), entryModulePath(collection, '')]),
    HASHED_ASSETS,
    ...HOST_FILES,
    ...ICONS.map(({ file }) => file),
    // Named only where finishBuild.ts and seo/images.ts write them.
    'index.html',
    'favicon.svg',
    'sitemap.xml',
    'robots.txt',
    'site.webmanifest',
    'social/',
  ]
    .map((path) => path.replace(/^\//, '').split(/[/.]/)[0]!)
    .filter(Boolean),
)

/** Why an article's file name cannot be its address (it goes into URLs and nginx.conf as written), and a name that can. */
function articleNameProblems(file: string): ContentProblem[] {
  const { collection, name = '' } = entryOf(file) ?? {}
  if (collection !== articleCollection || (slug.safeParse(name).success && !TAKEN_NAMES.has(name))) return []
  const slugged = categorySlug(name) || 'page'
  const rename = `rename it to ${TAKEN_NAMES.has(slugged) ? `${slugged}-guide` : slugged}.md`
  const message = TAKEN_NAMES.has(name)
    ? `the page would be at /${name}, which the site or its build already uses: ${rename}.`
    : `the file's name is the page's address, so it may hold only lower-case letters, digits and single hyphens between words: ${rename}.`
  return [{ file, line: 1, column: 1, message }]
}

/** Each page title and description longer than a search result shows, once the site's words are filled in. */
function cutInResults({ data, at }: CheckedFile, site: Site): ContentProblem[] {
  if (!at) return []
  const words = siteWords(site)
  const found: ContentProblem[] = []
  const visit = (node: unknown, path: string[]) => {
    if (typeof node !== 'object' || node === null) return
    for (const [key, value] of Object.entries(node)) {
      if (key === 'meta' && typeof value === 'object' && value !== null)
        for (const field of ['title', 'description'] as const) {
          const where = [...path, key, field]
          const cut = cutInResult(field, (value as Record<string, unknown>)[field], words, where.join('.'))
          if (cut) found.push(at(where, cut))
        }
      visit(value, [...path, key])
    }
  }
  visit(data, [])
  return found
}

/** Says what to fix and stops: a person's mistake in content/ is no crash, so it gets no stack trace. */
export function failOnContent(problems: ContentProblem[]): never {
  console.error(`\n${problems.map(formatProblem).join('\n')}`)
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`
  console.error(`\n${count} to fix in content/ before the site can be built.`)
  process.exit(1)
}

if (import.meta.filename === process.argv[1]) {
  // Another folder may be named, such as a copy being filled in: `npm run check:content -- ../copy/content`.
  const { problems, warnings } = checkContent(process.argv[2] ?? join(import.meta.dirname, '..', '..', '..', 'content'))
  for (const warning of warnings) console.warn(`⚠ ${formatProblem(warning)}`)
  if (problems.length > 0) failOnContent(problems)
  const noted = warnings.length > 0 ? `, with ${warnings.length} warning${warnings.length === 1 ? '' : 's'} above` : ''
  console.log(`content/ is ready to build${noted}.`)
}
