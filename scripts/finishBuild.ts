import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { parse } from 'yaml'
import { checkBuiltLinks } from './link-check.ts'
import { headersFile, nginxConfig, redirectsFile, vercelConfig, type HostRules } from './hosting/configs.ts'
import { contentSecurityPolicy, inlineCode, securityHeaders, sha256Source, toastStylesheets, withPolicyMeta } from './hosting/policy.ts'
import { robotsTxt, sitemapXml, webManifest } from './seo/files.ts'
import { drawIcons, ICONS, socialCardPainter } from './seo/images.ts'

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

/**
 * What the build does once every page is written: drops what is not for the public, checks the
 * links between pages, writes what crawlers, link previews and phones read, gives each page its
 * Content-Security-Policy and writes the host files.
 */
export async function finishBuild(outDir: string, settings: BuildSettings): Promise<void> {
  const pagePaths = settings.renderedPaths.filter((path) => path !== settings.notFoundPath).sort()
  await removeUnpublished(outDir)
  await checkBuiltLinks(outDir, settings.contentDir, settings.redirects)
  await writeSearchAndShareFiles(outDir, pagePaths, settings)
  await tidyPages(outDir, settings.renderedPaths)
  const { pagePolicies, ...hashes } = await applyPagePolicies(outDir, settings)
  const rules: HostRules = {
    redirects: settings.redirects,
    pagePaths,
    headers: securityHeaders(contentSecurityPolicy({ apiOrigin: settings.apiOrigin, ...hashes })),
    pageHeaders: Object.fromEntries(pagePaths.map((path) => [path, securityHeaders(pagePolicies[path]!)])),
  }
  await Promise.all([
    write(outDir, '_headers', headersFile(rules)),
    write(outDir, '_redirects', redirectsFile(rules)),
    write(outDir, 'vercel.json', vercelConfig(rules)),
    write(outDir, 'nginx.conf', nginxConfig(rules)),
  ])
  await precompress(outDir)
}

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

const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (entity) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'", '&nbsp;': ' ' })[entity]!)
const textOf = (html: string) => decodeEntities(html.replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').trim()

/** The sitemap, robots.txt, a link-preview card per page, the PNG icons and the web manifest. */
async function writeSearchAndShareFiles(outDir: string, pagePaths: string[], settings: BuildSettings) {
  const site = parse(await readFile(join(settings.contentDir, 'site.yaml'), 'utf8')) as { name: string; shortName: string; tagline: string }
  const logo = await readFile(join(outDir, 'favicon.svg'), 'utf8')
  const home = await readFile(join(outDir, fileOf('/home')), 'utf8')
  const themeColor = /<meta name="theme-color" content="([^"]+)"/.exec(home)?.[1]
  if (!themeColor) throw new Error('index.html has no <meta name="theme-color">: the web manifest needs it')

  const paintCard = await socialCardPainter({ name: site.name, host: new URL(settings.siteOrigin).host, logo })
  for (const path of pagePaths) {
    const html = await readFile(join(outDir, fileOf(path)), 'utf8')
    const heading = textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '')
    const description = decodeEntities(/<meta[^>]*name="description" content="([^"]*)"/.exec(html)?.[1] ?? '')
    if (!heading || !description) throw new Error(`${path} has no heading or no description for its social card`)
    await write(outDir, `social${path}.png`, await paintCard({ heading, description }))
  }
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

/** Undoes two marks the critical-CSS step leaves: a marker attribute and a doubled `crossorigin`. */
async function tidyPages(outDir: string, paths: readonly string[]) {
  for (const path of paths) {
    const file = join(outDir, fileOf(path))
    const html = (await readFile(file, 'utf8')).replace('<html lang="en" data-beasties-container>', '<html lang="en">').replaceAll(' crossorigin crossorigin', ' crossorigin')
    await writeFile(file, html)
  }
}

/**
 * Writes each page's own policy into its head: the hashes of exactly its inline scripts and styles,
 * plus the toast stylesheet, which any page may show. Returns every hash used, for the header policy
 * shared by all responses, and each page's own header policy, for hosts that can send it (nginx).
 */
async function applyPagePolicies(outDir: string, settings: BuildSettings) {
  const toastStyles = toastStylesheets().map(sha256Source)
  const scriptHashes = new Set<string>()
  const styleHashes = new Set<string>(toastStyles)
  const pagePolicies: Record<string, string> = {}
  for (const path of settings.renderedPaths) {
    const file = join(outDir, fileOf(path))
    const html = await readFile(file, 'utf8')
    const inline = inlineCode(html)
    const scripts = inline.scripts.map(sha256Source)
    const styles = [...inline.styles.map(sha256Source), ...toastStyles]
    scripts.forEach((hash) => scriptHashes.add(hash))
    styles.forEach((hash) => styleHashes.add(hash))
    const sources = { apiOrigin: settings.apiOrigin, scriptHashes: scripts, styleHashes: styles }
    pagePolicies[path] = contentSecurityPolicy(sources)
    await writeFile(file, withPolicyMeta(html, contentSecurityPolicy(sources, { forMeta: true })))
  }
  return { scriptHashes, styleHashes, pagePolicies }
}
