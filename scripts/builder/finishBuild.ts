import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { loadSite } from './content/load.ts'
import { trimCriticalCss } from './criticalCss.ts'
import { checkBuiltLinks } from './linkCheck.ts'
import { headersFile, nginxConfig, redirectsFile, vercelConfig, type HostRules } from '../hosting/configs.ts'
import {
  contentSecurityPolicy,
  securityHeaders,
  sha256Source,
  toastStylesheets,
  addPolicyMeta,
} from '../hosting/policy.ts'
import { inlineCode, linkHref, metaContent, readHtml, titleOf } from './html.ts'
import { robotsTxt, sitemapXml, webManifest } from './seo/files.ts'
import { drawIcons, ICONS } from './seo/images.ts'
import { writeSocialCards } from './seo/socialCards.ts'

export interface BuildSettings {
  notFoundPath: string
  redirects: Readonly<Record<string, string>>
  /** The Supabase origin the contact form posts to. */
  apiOrigin: string
  /** The public origin of the site (VITE_SITE_URL). */
  siteOrigin: string
  contentDir: string
}

const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`)

async function write(outDir: string, file: string, data: string | Buffer) {
  await mkdir(dirname(join(outDir, file)), { recursive: true })
  await writeFile(join(outDir, file), data)
}

/** Every rendered page by its path ("/home", "/404"), read once, edited in place and written once. */
export type Pages = ReadonlyMap<string, Document>

/**
 * What the build does once the generator has written every page, as a pipeline: the pages are read
 * and parsed once, pass through named steps (each an edit of the documents, or a check that reads
 * them), and are written once. Around them: what is not for the public is dropped, and what
 * crawlers, phones and hosts read is written (sitemap, icons, link-preview cards, each page's
 * Content-Security-Policy and the host files).
 */
export async function finishBuild(outDir: string, settings: BuildSettings): Promise<void> {
  await removeUnpublished(outDir)
  const pages = await readPages(outDir)
  const pagePaths = [...pages.keys()].filter((path) => path !== settings.notFoundPath).sort()

  for (const page of pages.values()) {
    page.documentElement.removeAttribute('data-beasties-container')
    trimCriticalCss(page)
  }
  await checkBuiltLinks(pages, settings.contentDir, settings.redirects)
  await writeSocialCards(
    outDir,
    pagePaths.map((path) => [path, pages.get(path)!]),
    {
      name: loadSite(settings.contentDir).name,
      host: new URL(settings.siteOrigin).host,
      logo: await readFile(join(outDir, 'favicon.svg'), 'utf8'),
    },
  )
  for (const [from, to] of Object.entries(settings.redirects)) pages.set(from, redirectPage(to, pages.get(to)!))
  const hashes = addPagePolicies(pages, settings.apiOrigin)
  await writePages(outDir, pages)

  await writeSearchAndShareFiles(outDir, pagePaths, themeColorOf(pages), settings)
  const rules: HostRules = {
    redirects: settings.redirects,
    pagePaths,
    headers: securityHeaders(contentSecurityPolicy({ apiOrigin: settings.apiOrigin, ...hashes })),
  }
  await Promise.all([
    write(outDir, '_headers', headersFile(rules)),
    write(outDir, '_redirects', redirectsFile(rules)),
    write(outDir, 'vercel.json', vercelConfig(rules)),
    write(outDir, 'nginx.conf', nginxConfig(rules)),
  ])
}

/**
 * The file at a redirected path (`/` is `index.html`), for a host that serves files and reads no
 * rules (a plain web server, an object store): it sends the browser on at once, replacing the
 * history entry and keeping the query and the #anchor, and without JavaScript by a refresh. Hosts
 * that read the build's rules answer the path with their 301 before any file (nginx, Cloudflare
 * Pages, Vercel); Netlify serves the file, which lands the same way.
 */
function redirectPage(to: string, target: Document): Document {
  const page = readHtml(
    '<!DOCTYPE html><html><head><meta charset="UTF-8"><title></title><meta name="robots" content="noindex"><link rel="canonical"><script></script><noscript><meta http-equiv="refresh"></noscript></head><body><a></a></body></html>',
  )
  const title = titleOf(target) ?? to
  page.documentElement.setAttribute('lang', target.documentElement.getAttribute('lang') ?? 'en')
  page.querySelector('title')!.textContent = title
  page.querySelector('link[rel="canonical"]')!.setAttribute('href', linkHref(target, 'canonical') ?? to)
  // The refresh is for browsers without JavaScript only: it would drop the #anchor.
  page.querySelector('script')!.textContent = `location.replace(${JSON.stringify(to)}+location.search+location.hash)`
  page.querySelector('meta[http-equiv]')!.setAttribute('content', `0; url=${to}`)
  const link = page.querySelector('body > a')!
  link.setAttribute('href', to)
  link.textContent = title
  return page
}

/** Every page the generator wrote, by its path ("/home", "/404"). */
async function readPages(outDir: string): Promise<Map<string, Document>> {
  const files = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html'))
  return new Map(
    await Promise.all(
      files.map(
        async (file) =>
          [`/${file.slice(0, -'.html'.length)}`, readHtml(await readFile(join(outDir, file), 'utf8'))] as const,
      ),
    ),
  )
}

async function writePages(outDir: string, pages: Pages) {
  await Promise.all([...pages].map(([path, page]) => writeFile(join(outDir, fileOf(path)), page.toString())))
}

function themeColorOf(pages: Pages): string {
  const home = pages.get('/home')
  const themeColor = home && metaContent(home, 'theme-color')
  if (!themeColor) throw new Error('index.html has no <meta name="theme-color">: the web manifest needs it')
  return themeColor
}

/** The sitemap, robots.txt, the PNG icons and the web manifest. */
async function writeSearchAndShareFiles(
  outDir: string,
  pagePaths: string[],
  themeColor: string,
  settings: BuildSettings,
) {
  const site = loadSite(settings.contentDir)
  const logo = await readFile(join(outDir, 'favicon.svg'), 'utf8')
  for (const icon of await drawIcons(logo)) await write(outDir, icon.file, icon.png)
  await Promise.all([
    write(outDir, 'sitemap.xml', sitemapXml(settings.siteOrigin, pagePaths)),
    write(outDir, 'robots.txt', robotsTxt(settings.siteOrigin)),
    write(
      outDir,
      'site.webmanifest',
      webManifest(
        { ...site, themeColor },
        ICONS.filter((icon) => icon.file.startsWith('icon-')).map((icon) => ({
          src: `/${icon.file}`,
          size: icon.size,
        })),
      ),
    ),
  ])
}

/**
 * The build manifests are for the build alone, and the site has no route loaders (see
 * src/main.tsx), so the per-page loader data the generator writes is unused: neither is published.
 */
async function removeUnpublished(outDir: string) {
  const unpublished = (await readdir(outDir)).filter(
    (entry) => entry === '.vite' || entry.startsWith('static-loader-data'),
  )
  await Promise.all(unpublished.map((entry) => rm(join(outDir, entry), { recursive: true, force: true })))
}

/**
 * Writes each page's own policy into its head: the hashes of exactly its inline scripts and styles,
 * plus the toast stylesheet, which any page may show. Returns every hash used, for the header policy
 * of hosts that send all pages one (`_headers`, `vercel.json`).
 */
function addPagePolicies(pages: Pages, apiOrigin: string) {
  const toastStyles = toastStylesheets().map(sha256Source)
  const scriptHashes = new Set<string>()
  const styleHashes = new Set<string>(toastStyles)
  for (const page of pages.values()) {
    const inline = inlineCode(page)
    const scripts = inline.scripts.map(sha256Source)
    const styles = [...inline.styles.map(sha256Source), ...toastStyles]
    scripts.forEach((hash) => scriptHashes.add(hash))
    styles.forEach((hash) => styleHashes.add(hash))
    addPolicyMeta(
      page,
      contentSecurityPolicy({ apiOrigin, scriptHashes: scripts, styleHashes: styles }, { forMeta: true }),
    )
  }
  return { scriptHashes, styleHashes }
}
