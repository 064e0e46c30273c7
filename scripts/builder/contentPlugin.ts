import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join, relative, resolve, sep } from 'node:path'
import type { Plugin } from 'vite'
import { compileLegalDocument } from './content/markdown.ts'
import { fieldsWhere, loadContentFile, loadSite, mapFields, siteWords } from './content/load.ts'
import { PLACEHOLDER_VIDEO_ID } from '../../src/content/placeholders.ts'
import { imageFields, type CaseStudyLink, type IconDrawing } from '../../src/content/schemas/index.ts'
import { iconDrawings, iconFields, type IconName } from '../../src/content/icons.ts'
import { ContentError } from './content/validate.ts'
import { caseStudyFiles, caseStudyListing, nextCaseStudy } from './nextCaseStudy.ts'

/** Responsive variants of every content image, and the tiny placeholder shown while one loads. */
const IMAGE_VARIANTS = 'w=480;800;1200;1600&format=avif;webp&as=picture'
const IMAGE_PLACEHOLDER = 'w=24&format=webp&quality=40&inline'

const imageToken = (index: number) => `\u0000image:${index}`

interface ImageReference {
  field: string
  path: string
}

/** Swaps each image path for a token, so the module can put an import binding in its place. */
function extractImages(data: unknown, found: ImageReference[]): unknown {
  return mapFields(data, (field, value, key) => {
    if (!(imageFields as readonly (string | number)[]).includes(key) || typeof value !== 'string') return undefined
    found.push({ field, path: value })
    return imageToken(found.length - 1)
  })
}

const isIconField = (key: string | number) => (iconFields as readonly (string | number)[]).includes(key)

/** The drawing of an icon content names: lucide's icon of that name (`chart-line` is `ChartLine`). */
async function iconDrawing(name: IconName): Promise<IconDrawing> {
  const { icons } = await import('lucide')
  const pascalName = iconDrawings[name].replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase())
  const drawing = (icons as Record<string, IconDrawing | undefined>)[pascalName]
  if (!drawing) throw new Error(`lucide has no icon named ${iconDrawings[name]} (content's ${name})`)
  return drawing
}

/** Swaps each icon name for its drawing, so a page ships the icons it shows and no icon library. */
async function drawIcons(data: unknown): Promise<unknown> {
  const names = new Set<IconName>()
  mapFields(data, (_field, value, key) => {
    if (isIconField(key) && typeof value === 'string') names.add(value as IconName)
    return undefined
  })
  const drawings = new Map(await Promise.all([...names].map(async (name) => [name, await iconDrawing(name)] as const)))
  return mapFields(data, (_field, value, key) =>
    isIconField(key) && typeof value === 'string' ? drawings.get(value as IconName) : undefined,
  )
}

/**
 * Lets the app import `content/**\/*.yaml` as plain data and `content/legal/*.md` as compiled
 * HTML, both validated against the content schemas. A bad file stops dev and build with a message
 * naming the file and the field; the browser only ever receives the checked result, never the
 * schema or Markdown libraries.
 *
 * Image fields become imports of responsive variants (made by the image plugin), icon names become
 * the icons' drawings, and `?fields=<a>,<b>` imports only those fields, so a listing ships its cards
 * without the entries' bodies.
 */
export function contentPlugin(contentDir = resolve('content')): Plugin {
  let root = process.cwd()
  /** The case studies in the listing's order, read once and again only when a content file changes. */
  let listing: CaseStudyLink[] | undefined

  function dataModule(file: string, data: unknown) {
    const images: ImageReference[] = []
    let code = `export default ${JSON.stringify(extractImages(data, images))}`
    const imports = images.map(({ field, path }, index) => {
      const image = join(contentDir, path)
      if (!existsSync(image))
        throw new ContentError(`content/${file} is invalid:\n  ${field}: no image at content/${path}`)
      code = code.replace(JSON.stringify(imageToken(index)), `{ ...picture${index}, placeholder: placeholder${index} }`)
      return `import picture${index} from ${JSON.stringify(`${image}?${IMAGE_VARIANTS}`)}\nimport placeholder${index} from ${JSON.stringify(`${image}?${IMAGE_PLACEHOLDER}`)}\n`
    })
    return { code: imports.join('') + code, map: null }
  }

  return {
    name: 'site-content',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    buildStart() {
      listing = undefined
    },
    watchChange(id) {
      if (id.startsWith(contentDir + sep)) listing = undefined
    },
    async load(id, options) {
      const [path = id, query = ''] = id.split('?')
      if (!path.endsWith('.yaml') && !path.endsWith('.md')) return null
      // Dev servers and module runners name files from the project root ("/content/…").
      const file = path.startsWith(contentDir + sep) ? path : join(root, path)
      if (!file.startsWith(contentDir + sep)) return null
      const name = relative(contentDir, file).split(sep).join('/')
      // Any content file may quote the site's settings (see siteWords).
      this.addWatchFile(join(contentDir, 'site.yaml'))
      if (name.endsWith('.yaml')) {
        const data = loadContentFile(contentDir, name) as Record<string, unknown>
        if (name.startsWith('case-studies/')) {
          // The link to the next study is worked out from the others, which this module then depends on.
          for (const other of caseStudyFiles(contentDir)) this.addWatchFile(join(contentDir, 'case-studies', other))
          listing ??= caseStudyListing(contentDir)
          data.next = nextCaseStudy(listing, String(data.id))
        }
        const fields = new URLSearchParams(query).get('fields')?.split(',')
        const shipped = fields
          ? Object.fromEntries(fields.filter((field) => field in data).map((field) => [field, data[field]]))
          : data
        // Said once, by the browser's build: pre-rendering and the tests read the same files.
        const placeholders = options?.ssr
          ? []
          : fieldsWhere(
              shipped,
              (value, key) => key === 'videoId' && typeof value === 'string' && PLACEHOLDER_VIDEO_ID.test(value),
            )
        for (const field of placeholders) {
          this.warn(`content/${name}: ${field} is a placeholder; put the id of the company's own YouTube video there`)
        }
        return dataModule(name, await drawIcons(shipped))
      }

      const site = loadSite(contentDir)
      const document = compileLegalDocument(name, await readFile(file, 'utf8'), siteWords(site))
      return { code: `export default ${JSON.stringify(document)}`, map: null }
    },
  }
}
