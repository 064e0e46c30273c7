import type { APIRequestContext } from '@playwright/test'
import { siteOrigin } from '../scripts/builder/buildEnv'
import { content } from './support/content'
import { expect, test } from './support/fixtures'
import { idsIn, linkHref as linkHrefOf, linkHrefsIn, readHtml } from '../scripts/builder/html'
import { metaContent, structuredData, titleOf } from './support/html'
import { pagePaths } from './support/routes'

const ORIGIN = siteOrigin(process.env).origin

const linkHref = (html: string, rel: string) => linkHrefOf(readHtml(html), rel)

/** Width and height of a PNG, from its header. */
async function pngSize(request: APIRequestContext, url: string) {
  const response = await request.get(url)
  expect(response.status(), url).toBe(200)
  expect(response.headers()['content-type'], url).toBe('image/png')
  const bytes = await response.body()
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

const local = (url: string) => {
  expect(url.startsWith(`${ORIGIN}/`), `${url} is on ${ORIGIN}`).toBe(true)
  return url.slice(ORIGIN.length)
}

test.describe('what crawlers and link previews read', () => {
  test('sitemap.xml lists every page of the route table once, and robots.txt points at it', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.status()).toBe(200)
    const xml = await sitemap.text()
    const listed = [...readHtml(xml).querySelectorAll('loc')].map((loc) => loc.textContent)
    expect(listed.sort()).toEqual(pagePaths.map((path) => `${ORIGIN}${path}`).sort())

    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
    expect(robots).not.toMatch(/Disallow: \/\s*$/m)
  })

  for (const path of pagePaths) {
    test(`${path} has its canonical address, its card and valid structured data`, async ({ request }) => {
      const html = await (await request.get(path)).text()
      const title = titleOf(html)!
      const description = metaContent(html, 'description')!
      expect(linkHref(html, 'canonical')).toBe(`${ORIGIN}${path}`)
      expect(metaContent(html, 'og:url')).toBe(`${ORIGIN}${path}`)
      expect(metaContent(html, 'og:title')).toBe(title)
      expect(metaContent(html, 'og:description')).toBe(description)
      expect(metaContent(html, 'og:type')).toBe(path.startsWith('/case-studies/') ? 'article' : 'website')
      expect(metaContent(html, 'og:site_name')).toBe(content.site.name)
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image')
      expect(metaContent(html, 'robots')).toBeUndefined()

      const image = metaContent(html, 'og:image')!
      expect(metaContent(html, 'twitter:image')).toBe(image)
      expect(await pngSize(request, local(image))).toEqual({ width: 1200, height: 630 })

      const things = structuredData(html)
      const types = things.map((thing) => thing['@type']).sort()
      if (path === '/home') {
        expect(types).toEqual(['Organization', 'WebSite'])
        expect(things.find((thing) => thing['@type'] === 'Organization')).toMatchObject({
          name: content.site.name,
          url: `${ORIGIN}/home`,
        })
        return
      }
      const story = path.startsWith('/case-studies/') ? ['Article'] : []
      const faq = content.articles.some((article) => article.path === path && article.questions) ? ['FAQPage'] : []
      expect(types).toEqual([...story, 'BreadcrumbList', ...faq])
      const trail = things.find((thing) => thing['@type'] === 'BreadcrumbList')!.itemListElement as {
        position: number
        item: string
      }[]
      expect(trail.map((crumb) => crumb.position)).toEqual(trail.map((_, index) => index + 1))
      expect(trail[0]!.item).toBe(`${ORIGIN}/home`)
      expect(trail.at(-1)!.item).toBe(`${ORIGIN}${path}`)
      expect(trail).toHaveLength(path.split('/').length)
      for (const crumb of trail) expect((await request.get(local(crumb.item))).status(), crumb.item).toBe(200)
      const article = things.find((thing) => thing['@type'] === 'Article')
      if (article) expect(article).toMatchObject({ url: `${ORIGIN}${path}`, image, headline: expect.any(String) })
    })
  }

  // That it asks not to be listed is notFound.spec's.
  test('the 404 page claims no address', async ({ request }) => {
    const html = await (await request.get('/no-such-page')).text()
    expect(linkHref(html, 'canonical')).toBeUndefined()
    expect(metaContent(html, 'og:url')).toBeUndefined()
  })

  test('every page names its language, colour, icons and manifest, and they exist', async ({ request }) => {
    for (const path of [...pagePaths, '/no-such-page']) {
      const html = await (await request.get(path)).text()
      const page = readHtml(html)
      expect([page.doctype?.name, page.documentElement.getAttribute('lang')], path).toEqual(['html', 'en'])
      expect(metaContent(html, 'theme-color'), path).toMatch(/^#[0-9a-f]{6}$/i)
      expect(page.querySelector('link[rel="icon"][type="image/svg+xml"]')?.getAttribute('href'), path).toBe(
        '/favicon.svg',
      )
      expect(linkHref(html, 'apple-touch-icon'), path).toBe('/apple-touch-icon.png')
      expect(linkHref(html, 'manifest'), path).toBe('/site.webmanifest')
    }
    expect((await request.get('/favicon.svg')).headers()['content-type']).toBe('image/svg+xml')
    expect(await pngSize(request, '/favicon.png')).toEqual({ width: 48, height: 48 })
    expect(await pngSize(request, '/apple-touch-icon.png')).toEqual({ width: 180, height: 180 })

    const manifest = await request.get('/site.webmanifest')
    expect(manifest.headers()['content-type']).toBe('application/manifest+json')
    const {
      name,
      icons,
      theme_color: themeColor,
    } = (await manifest.json()) as { name: string; theme_color: string; icons: { src: string; sizes: string }[] }
    expect(name).toBe(content.site.name)
    expect(themeColor).toBe(metaContent(await (await request.get('/home')).text(), 'theme-color'))
    expect(icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512'])
    for (const icon of icons) {
      const [width, height] = icon.sizes.split('x').map(Number)
      expect(await pngSize(request, icon.src)).toEqual({ width, height })
    }
  })
})

test('a crawler starting at /home reaches every page and finds no broken link, anchor or file', async ({ request }) => {
  const pages = new Map<string, { status: number; ids: Set<string> }>()
  const broken: string[] = []
  const queue: { url: string; from: string }[] = [{ url: '/home', from: 'start' }]
  const files = new Set<string>()
  const reached = new Set<string>()

  while (queue.length > 0) {
    const { url, from } = queue.shift()!
    const { pathname, hash } = new URL(url, 'http://site')
    if (!pages.has(pathname)) {
      const response = await request.get(pathname)
      const html = response.ok() ? await response.text() : ''
      if (response.ok()) reached.add(new URL(response.url()).pathname)
      const document = readHtml(html)
      pages.set(pathname, { status: response.status(), ids: idsIn(document) })
      if (response.ok()) {
        for (const href of linkHrefsIn(document)) {
          const target = new URL(href, `http://site${pathname}`)
          if (target.origin === 'http://site') queue.push({ url: target.pathname + target.hash, from: pathname })
        }
        const sources = [...document.querySelectorAll('[src], [href]')].map(
          (element) => element.getAttribute('src') ?? element.getAttribute('href')!,
        )
        for (const src of sources) if (/^\/[^/]/.test(src) && !src.includes('#') && /\.\w+$/.test(src)) files.add(src)
        for (const element of document.querySelectorAll('[srcset]'))
          for (const candidate of element.getAttribute('srcset')!.split(',')) files.add(candidate.trim().split(' ')[0]!)
      }
    }
    const page = pages.get(pathname)!
    if (page.status !== 200) broken.push(`${url} (from ${from}): ${page.status}`)
    else if (hash && !page.ids.has(decodeURIComponent(hash.slice(1))))
      broken.push(`${url} (from ${from}): no #${hash.slice(1)}`)
  }
  for (const file of files) {
    const status = (await request.get(file)).status()
    if (status !== 200) broken.push(`${file}: ${status}`)
  }

  expect(broken).toEqual([])
  expect([...reached].sort(), 'every page is reachable from /home').toEqual([...pagePaths].sort())
  expect(files.size).toBeGreaterThan(20)
})
