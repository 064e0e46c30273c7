import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { withoutContainerMark } from '../adapters/beasties.ts'
import { withoutGeneratorFiles } from '../adapters/viteReactSsg.ts'
import { EDITOR_PATH, NOT_FOUND_PATH, redirects } from '../../src/paths.ts'
import type { EditorSettings } from '../../src/admin/editorConfig.ts'
import { buildEditor } from './editorBuild.ts'
import { loadSite } from './content/load.ts'
import { trimCriticalCss } from './criticalCss.ts'
import { checkBuiltLinks } from './linkCheck.ts'
import { headersFile, nginxConfig, redirectsFile, vercelConfig, type HostRules } from '../hosting/configs.ts'
import { addPagePolicies, securityHeaders } from '../hosting/policy.ts'
import { LOADER } from './deferHydration.ts'
import { inlineCode, linkHref, metaContent, readHtml, titleOf } from './html.ts'
import { minifiedScript } from './renderedPage.ts'
import { robotsTxt, sitemapXml, webManifest } from './seo/files.ts'
import { drawIcons, drawMark, socialCardPainter } from './seo/images.ts'

/** Once every page is written: pages read once, edited and checked in steps, written once; then the other files. */
export async function finishBuild(
  outDir: string,
  settings: { apiOrigin: string; siteOrigin: string; contentDir: string; template: string; editor: EditorSettings },
): Promise<void> {
  const write = async (file: string, data: string | Buffer) => {
    await mkdir(dirname(join(outDir, file)), { recursive: true })
    await writeFile(join(outDir, file), data)
  }
  await withoutGeneratorFiles(outDir)
  const pages = new Map<string, Document>()
  for (const file of await readdir(outDir, { recursive: true })) {
    if (file.endsWith('.html')) pages.set(`/${file.slice(0, -5)}`, readHtml(await readFile(join(outDir, file), 'utf8')))
  }
  const pagePaths = [...pages.keys()].filter((path) => path !== NOT_FOUND_PATH).sort()
  const site = loadSite(settings.contentDir)
  const logo = await drawMark(site.logo.mark)
  await write('favicon.svg', logo)

  for (const page of pages.values()) {
    withoutContainerMark(page)
    trimCriticalCss(page)
  }
  await checkBuiltLinks(pages, settings.contentDir)
  const paintCard = await socialCardPainter({ name: site.name, host: new URL(settings.siteOrigin).host, logo })
  for (const path of pagePaths) {
    const card = await paintCard(path, pages.get(path)!)
    await write(card.file, card.png)
  }
  const themeColor = metaContent(pages.get('/home')!, 'theme-color')
  if (!themeColor) throw new Error('index.html has no <meta name="theme-color">: the web manifest needs it')
  // The inline scripts the build writes: the page template's, the loader of each page's code, each redirect's.
  const template = readHtml(await readFile(settings.template, 'utf8'))
  const builtScripts = new Set([...inlineCode(template).scripts, LOADER].map(minifiedScript))
  for (const [from, to] of Object.entries(redirects)) {
    const page = redirectPage(to, pages.get(to)!)
    builtScripts.add(inlineCode(page).scripts[0]!)
    pages.set(from, page)
  }
  addPagePolicies(pages, settings.apiOrigin, builtScripts)
  await Promise.all([...pages].map(([path, page]) => write(`${path === '/' ? 'index' : path}.html`, page.toString())))

  for (const icon of await drawIcons(logo)) await write(icon.file, icon.png)
  const rules: HostRules = {
    redirects,
    pagePaths,
    headers: securityHeaders(),
    editorPath: EDITOR_PATH,
  }
  await Promise.all([
    write('sitemap.xml', sitemapXml(settings.siteOrigin, pagePaths)),
    write('robots.txt', robotsTxt(settings.siteOrigin)),
    write('site.webmanifest', webManifest(site, themeColor)),
    write('_headers', headersFile(rules)),
    write('_redirects', redirectsFile(rules)),
    write('vercel.json', vercelConfig(rules)),
    write('nginx.conf', nginxConfig(rules)),
  ])
  await buildEditor(outDir, settings.editor)
}

// The file at a redirected path, for a host that reads no rules: it replaces the history entry, keeping the #anchor.
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
