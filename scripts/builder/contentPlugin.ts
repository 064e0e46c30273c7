import { readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import type { Plugin } from 'vite'
import { compileArticle } from '../../src/content/markdown.ts'
import { checkContent, failOnContent } from './content/check.ts'
import { formatProblem } from '../../src/content/validate.ts'
import { entryFiles, fieldsWhere, loadContentFile, loadSite, mapFields } from './content/load.ts'
import { siteWords } from '../../src/content/siteWords.ts'
import { caseStudyCollection, entryOf } from '../../src/content/collections.ts'
import { views } from '../../src/content/views.ts'
import { PLACEHOLDER_VIDEO_ID } from '../../src/content/placeholders.ts'
import { inListingOrder } from '../../src/content/categories.ts'
import {
  imageFields,
  type CaseStudy,
  type CaseStudyLink,
  type IconDrawing,
  type Pages,
} from '../../src/content/schemas/index.ts'
import { iconDrawings, iconFields, iconNames, type IconName } from '../../src/content/icons.ts'

/** Responsive variants of every content image, and the tiny placeholder shown while one loads. */
const IMAGE_VARIANTS = 'w=480;800;1200;1600&format=avif;webp&as=picture'
// 16 px wide: under its 20 px blur it shows what 24 px did, and /home's four weigh 144 bytes less (gzip) in its HTML.
const IMAGE_PLACEHOLDER = 'w=16&format=webp&quality=40&inline'

export function caseStudyListing(contentDir: string): CaseStudyLink[] {
  const studies = entryFiles(contentDir, caseStudyCollection).map(
    (file) => loadContentFile(contentDir, file) as Pick<CaseStudy, 'id' | 'title' | 'category'>,
  )
  const { caseStudies } = loadContentFile(contentDir, 'pages.yaml') as Pick<Pages, 'caseStudies'>
  return inListingOrder(studies, caseStudies.categories).map(({ id, title }) => ({ id, title }))
}

/** The study a reader goes on to: the next in the listing, the first after the last, so a page carries one link. */
export function nextCaseStudy(listing: readonly CaseStudyLink[], id: string): CaseStudyLink | undefined {
  if (listing.length < 2) return undefined
  return listing[(listing.findIndex((study) => study.id === id) + 1) % listing.length]
}

const isOneOf = (fields: readonly string[], key: string | number) =>
  (fields as readonly (string | number)[]).includes(key)

/** Swaps each icon name for lucide's drawing of it (`chart-line` is `ChartLine`), so a page ships no icon library. */
async function drawIcons(data: unknown): Promise<unknown> {
  const { icons } = await import('lucide')
  return mapFields(data, (_field, value, key) => {
    if (!isOneOf(iconFields, key) || typeof value !== 'string') return undefined
    const name = iconDrawings[value as IconName]
    const pascalName = name.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase())
    const drawing = (icons as Record<string, IconDrawing | undefined>)[pascalName]
    if (!drawing) throw new Error(`lucide has no icon named ${name} (content's ${value})`)
    return drawing
  })
}

/** Every icon content may name, drawn: for the editor's previews, which may show any one a marketer picks (the 30 are
 * 1.9 KB gzip; lucide's whole set, 96 KB). */
export const ICON_DRAWINGS = 'virtual:icon-drawings'

// Content files as validated data (`articles/*.md` as HTML), so no schema or Markdown library reaches the browser;
// `?view=<name>` imports only that view's fields (src/content/views.ts), so a listing ships its cards, not the bodies.
/** `checkFirst: false` where the site's own build has just checked the same folder (the editor's, after the pages). */
export function contentPlugin(contentDir: string, { checkFirst = true } = {}): Plugin {
  // The case studies in the listing's order, read again only when a content file changes.
  let listing: CaseStudyLink[] | undefined

  function dataModule(data: unknown) {
    const images: string[] = []
    const json = JSON.stringify(
      mapFields(data, (_field, value, key) => {
        if (!isOneOf(imageFields, key) || typeof value !== 'string') return undefined
        // Each path was checked when the file was read (content/validate.ts).
        images.push(join(contentDir, value))
        return `\u0000image:${images.length - 1}`
      }),
    )
    const imports = images.map(
      (image, index) =>
        `import picture${index} from ${JSON.stringify(`${image}?${IMAGE_VARIANTS}`)}\nimport placeholder${index} from ${JSON.stringify(`${image}?${IMAGE_PLACEHOLDER}`)}\n`,
    )
    const code = json.replace(
      /"\\u0000image:(\d+)"/g,
      (_token, index: string) => `{ ...picture${index}, placeholder: placeholder${index} }`,
    )
    return { code: `${imports.join('')}export default ${code}`, map: null }
  }

  return {
    name: 'site-content',
    enforce: 'pre',
    // Every problem in content/ at once, in the words of `npm run check:content`, before any page is built.
    buildStart() {
      if (!checkFirst) return
      const { problems } = checkContent(contentDir)
      if (problems.length === 0) return
      // The development server keeps running, and shows the problem on the page that needs the file.
      if (this.meta.watchMode) this.warn(problems.map(formatProblem).join('\n'))
      else failOnContent(problems)
    },
    resolveId: (id) => (id === ICON_DRAWINGS ? `\0${ICON_DRAWINGS}` : null),
    watchChange(id) {
      if (id.startsWith(contentDir + sep)) listing = undefined
    },
    async load(id, options) {
      if (id === `\0${ICON_DRAWINGS}`) {
        const drawn = (await drawIcons(iconNames.map((icon) => ({ icon })))) as { icon: IconDrawing }[]
        return `export default ${JSON.stringify(Object.fromEntries(iconNames.map((name, index) => [name, drawn[index]!.icon])))}`
      }
      const [path = id, query = ''] = id.split('?')
      if (!path.endsWith('.yaml') && !path.endsWith('.md')) return null
      if (!path.startsWith(contentDir + sep)) return null
      const name = relative(contentDir, path).split(sep).join('/')
      // Any content file may quote the site's settings (see siteWords).
      this.addWatchFile(join(contentDir, 'site.yaml'))
      // A page of Markdown too is refused here with its problems, before it is compiled.
      const data = loadContentFile(contentDir, name) as Record<string, unknown>
      if (name.endsWith('.yaml')) {
        if (entryOf(name)?.collection === caseStudyCollection) {
          // Its place in the listing and the link to the next study are worked out from the others and the categories'
          // order, which this module then depends on: no page ships the categories to sort the studies.
          for (const other of entryFiles(contentDir, caseStudyCollection)) this.addWatchFile(join(contentDir, other))
          this.addWatchFile(join(contentDir, 'pages.yaml'))
          listing ??= caseStudyListing(contentDir)
          data.place = listing.findIndex((study) => study.id === data.id)
          data.next = nextCaseStudy(listing, String(data.id))
        }
        const view = new URLSearchParams(query).get('view')
        if (view !== null && !Object.hasOwn(views, view)) throw new Error(`src/content/views.ts has no view "${view}"`)
        const fields: readonly string[] = view ? views[view as keyof typeof views] : Object.keys(data)
        const shipped = Object.fromEntries(fields.filter((field) => field in data).map((field) => [field, data[field]]))
        const isPlaceholder = (value: unknown, key: string | number) =>
          key === 'videoId' && typeof value === 'string' && PLACEHOLDER_VIDEO_ID.test(value)
        // Said once, by the browser's build: pre-rendering and the tests read the same files.
        for (const field of options?.ssr ? [] : fieldsWhere(shipped, isPlaceholder))
          this.warn(`content/${name}: ${field} is a placeholder; put the id of the company's own YouTube video there`)
        return dataModule(await drawIcons(shipped))
      }

      const document = compileArticle(await readFile(path, 'utf8'), siteWords(loadSite(contentDir)))
      return { code: `export default ${JSON.stringify(document)}`, map: null }
    },
  }
}
