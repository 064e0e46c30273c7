import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { loadSite } from '../../src/content/load.ts'
import { checkBuiltLinks } from './linkCheck.ts'
import { headersFile, nginxConfig, redirectsFile, vercelConfig, type HostRules } from './hosting/configs.ts'
import { contentSecurityPolicy, securityHeaders, sha256Source, toastStylesheets, withPolicyMeta } from './hosting/policy.ts'
import { editHtml, headingsIn, inlineCode, metaContent, readHtml } from './html.ts'
import { robotsTxt, sitemapXml, webManifest } from './seo/files.ts'
import { drawIcons, ICONS, socialCardPainter, type SocialCard } from './seo/images.ts'

export interface BuildSettings {
  /** The pages the generator rendered, such as "/home" (the 404 page's path included). */
  renderedPaths: readonly string[]
  notFoundPath: string
  redirects: Readonly<Record<string, string>>
  /** The Supabase origin the contact form posts to. */
  apiOrigin: string
  /** The public origin of the site (VITE_SITE_URL). */
  siteOrigin: string
  contentDir: string
}

const fileOf = (path: string) => `${path.slice(1)}.html`

async function write(outDir: string, file: string, data: string | Buffer) {
  await mkdir(dirname(join(outDir, file)), { recursive: true })
  await writeFile(join(outDir, file), data)
}

/** Every rendered page's HTML by its path ("/home", "/404"), held in memory between reading and writing. */
export type Pages = ReadonlyMap<string, string>

/**
 * What the build does once every page is written, as a pipeline: the pages are read once, pass
 * through named steps (each a pure function of the pages, or a check that reads them), and are
 * written once. Around them: what is not for the public is dropped, and what crawlers, link previews,
 * phones and hosts read is written (sitemap, cards, icons, each page's Content-Security-Policy and
 * the host files).
 */
export async function finishBuild(outDir: string, settings: BuildSettings): Promise<void> {
  const pagePaths = settings.renderedPaths.filter((path) => path !== settings.notFoundPath).sort()
  await removeUnpublished(outDir)

  const rendered = await readPages(outDir, settings.renderedPaths)
  const tidied = mapPages(rendered, withoutCriticalCssMarks)
  await checkBuiltLinks(tidied, settings.contentDir, settings.redirects)
  const cards = socialCards(tidied, pagePaths)
  const { pages, pagePolicies, ...hashes } = withPagePolicies(tidied, settings.apiOrigin)
  await writePages(outDir, pages)

  await writeSearchAndShareFiles(outDir, pagePaths, cards, themeColorOf(pages), settings)
  const rules: HostRules = {
    redirects: settings.redirects,
    pagePaths,
    headers: securityHeaders(contentSecurityPolicy({ apiOrigin: settings.apiOrigin, ...hashes })),
    pageHeaders: Object.fromEntries(pagePaths.map((path) => [path, securityHeaders(pagePolicies.get(path)!)])),
  }
  await Promise.all([
    write(outDir, '_headers', headersFile(rules)),
    write(outDir, '_redirects', redirectsFile(rules)),
    write(outDir, 'vercel.json', vercelConfig(rules)),
    write(outDir, 'nginx.conf', nginxConfig(rules)),
  ])
  await precompress(outDir)
}

async function readPages(outDir: string, paths: readonly string[]): Promise<Pages> {
  return new Map(await Promise.all(paths.map(async (path) => [path, await readFile(join(outDir, fileOf(path)), 'utf8')] as const)))
}

async function writePages(outDir: string, pages: Pages) {
  await Promise.all([...pages].map(([path, html]) => writeFile(join(outDir, fileOf(path)), html)))
}

const mapPages = (pages: Pages, step: (html: string) => string): Pages => new Map([...pages].map(([path, html]) => [path, step(html)]))

const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/
const HOST_ONLY = new Set(['_headers', '_redirects', 'vercel.json', 'nginx.conf'])

/**
 * Writes `file.gz` (gzip -9) beside every text file, for hosts that serve precompressed files
 * (nginx's `gzip_static`): smaller than compressing on the fly, and no work per request.
 */
async function precompress(outDir: string) {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true })
  const files = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name) && !HOST_ONLY.has(entry.name))
  for (const entry of files) {
    const file = join(entry.parentPath, entry.name)
    await writeFile(`${file}.gz`, gzipSync(await readFile(file), { level: 9 }))
  }
}

/** What each page's link-preview card shows: its main heading and its description. */
function socialCards(pages: Pages, paths: readonly string[]): Map<string, SocialCard> {
  return new Map(
    paths.map((path) => {
      const page = readHtml(pages.get(path)!)
      const heading = headingsIn(page)[0] ?? ''
      const description = metaContent(page, 'description') ?? ''
      if (!heading || !description) throw new Error(`${path} has no heading or no description for its social card`)
      return [path, { heading, description }]
    }),
  )
}

function themeColorOf(pages: Pages): string {
  const themeColor = metaContent(readHtml(pages.get('/home') ?? ''), 'theme-color')
  if (!themeColor) throw new Error('index.html has no <meta name="theme-color">: the web manifest needs it')
  return themeColor
}

/** The sitemap, robots.txt, a link-preview card per page, the PNG icons and the web manifest. */
async function writeSearchAndShareFiles(outDir: string, pagePaths: string[], cards: Map<string, SocialCard>, themeColor: string, settings: BuildSettings) {
  const site = loadSite(settings.contentDir)
  const logo = await readFile(join(outDir, 'favicon.svg'), 'utf8')
  const paintCard = await socialCardPainter({ name: site.name, host: new URL(settings.siteOrigin).host, logo })
  for (const path of pagePaths) await write(outDir, `social${path}.png`, await paintCard(cards.get(path)!))
  for (const icon of await drawIcons(logo)) await write(outDir, icon.file, icon.png)
  await Promise.all([
    write(outDir, 'sitemap.xml', sitemapXml(settings.siteOrigin, pagePaths)),
    write(outDir, 'robots.txt', robotsTxt(settings.siteOrigin)),
    write(outDir, 'site.webmanifest', webManifest({ ...site, themeColor }, ICONS.filter((icon) => icon.file.startsWith('icon-')).map((icon) => ({ src: `/${icon.file}`, size: icon.size })))),
  ])
}

/**
 * The build manifests are for the build alone, and the site has no route loaders (see
 * src/main.tsx), so the per-page loader data the generator writes is unused: neither is published.
 */
async function removeUnpublished(outDir: string) {
  const unpublished = (await readdir(outDir)).filter((entry) => entry === '.vite' || entry.startsWith('static-loader-data'))
  await Promise.all(unpublished.map((entry) => rm(join(outDir, entry), { recursive: true, force: true })))
}

/**
 * Undoes two marks the critical-CSS step leaves: a marker attribute, and a doubled `crossorigin`
 * (which reading the page drops, as a browser does).
 */
function withoutCriticalCssMarks(html: string): string {
  return editHtml(html, (page) => page.documentElement.removeAttribute('data-beasties-container'))
}

/**
 * Writes each page's own policy into its head: the hashes of exactly its inline scripts and styles,
 * plus the toast stylesheet, which any page may show. Returns the pages, every hash used (for the
 * header policy shared by all responses), and each page's own header policy, for hosts that can send
 * it (nginx).
 */
function withPagePolicies(pages: Pages, apiOrigin: string) {
  const toastStyles = toastStylesheets().map(sha256Source)
  const scriptHashes = new Set<string>()
  const styleHashes = new Set<string>(toastStyles)
  const pagePolicies = new Map<string, string>()
  const withPolicies = new Map<string, string>()
  for (const [path, html] of pages) {
    const inline = inlineCode(readHtml(html))
    const scripts = inline.scripts.map(sha256Source)
    const styles = [...inline.styles.map(sha256Source), ...toastStyles]
    scripts.forEach((hash) => scriptHashes.add(hash))
    styles.forEach((hash) => styleHashes.add(hash))
    const sources = { apiOrigin, scriptHashes: scripts, styleHashes: styles }
    pagePolicies.set(path, contentSecurityPolicy(sources))
    withPolicies.set(path, withPolicyMeta(html, contentSecurityPolicy(sources, { forMeta: true })))
  }
  return { pages: withPolicies as Pages, scriptHashes, styleHashes, pagePolicies }
}
