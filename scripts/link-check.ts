import { readdir, readFile } from 'node:fs/promises'
import { join, sep } from 'node:path'
import { parse } from 'yaml'

export interface BrokenLink {
  /** The page the link is on, such as "/home". */
  page: string
  href: string
}

const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'g')
const values = (html: string, name: string) => [...html.matchAll(attribute(name))].map((match) => match[1]!.replaceAll('&amp;', '&'))
const anchorHrefs = (html: string) => [...html.matchAll(/<a\s[^>]*>/g)].flatMap((tag) => values(tag[0], 'href'))

/**
 * The links between pages that lead nowhere: to a path with no page, or to an `#anchor` that is
 * not on its page. A link to a redirected path counts as a link to where it redirects. Links to
 * other sites, files and e-mail addresses are not checked.
 * @param pages every published page's HTML by its path ("/home"); the 404 page may be included
 */
export function findBrokenLinks(pages: Record<string, string>, redirects: Readonly<Record<string, string>> = {}, notFoundPath = '/404'): BrokenLink[] {
  const ids = new Map(Object.entries(pages).map(([path, html]) => [path, new Set(values(html, 'id'))]))
  return Object.entries(pages).flatMap(([page, html]) =>
    anchorHrefs(html)
      .filter((href) => (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#'))
      .filter((href) => {
        const url = new URL(href, `http://site${page}`)
        url.pathname = redirects[url.pathname] ?? url.pathname
        // Only the 404 page's own anchors lead anywhere on it: a link to /404 itself answers 404.
        const targetIds = url.pathname === notFoundPath && page !== notFoundPath ? undefined : ids.get(url.pathname)
        if (!targetIds) return true
        return url.hash !== '' && !targetIds.has(decodeURIComponent(url.hash.slice(1)))
      })
      .map((href) => ({ page, href })),
  )
}

/** Where a link is written in content: "content/home.yaml: hero.primary.href", or a Markdown file. */
export async function linkSources(contentDir: string, href: string): Promise<string[]> {
  const files = (await readdir(contentDir, { recursive: true })).map((file) => file.split(sep).join('/')).sort()
  const sources: string[] = []
  for (const file of files) {
    const source = await readFile(join(contentDir, file), 'utf8').catch(() => '')
    if (file.endsWith('.md') && source.includes(`](${href})`)) sources.push(`content/${file}`)
    if (file.endsWith('.yaml')) {
      for (const field of fieldsWithValue(parse(source), href)) sources.push(`content/${file}: ${field}`)
    }
  }
  return sources
}

function fieldsWithValue(value: unknown, wanted: string, field = ''): string[] {
  if (value === wanted) return [field]
  if (Array.isArray(value)) return value.flatMap((item, index) => fieldsWithValue(item, wanted, `${field}[${index}]`))
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, child]) => fieldsWithValue(child, wanted, field ? `${field}.${key}` : key))
}

/** The pages of a flat build: `dist/a/b.html` is `/a/b`, `dist/index.html` is `/`. */
export async function readBuiltPages(outDir: string): Promise<Record<string, string>> {
  const files = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html'))
  const entries = await Promise.all(
    files.map(async (file) => {
      const path = `/${file.split(sep).join('/').replace(/\.html$/, '')}`.replace(/^\/index$/, '/')
      return [path, await readFile(join(outDir, file), 'utf8')] as const
    }),
  )
  return Object.fromEntries(entries)
}

/**
 * Fails the build when a page links to a page or anchor that does not exist, naming the content
 * file and field the link comes from.
 */
export async function checkBuiltLinks(outDir: string, contentDir: string, redirects: Readonly<Record<string, string>>): Promise<void> {
  const broken = findBrokenLinks(await readBuiltPages(outDir), redirects)
  if (broken.length === 0) return
  const lines = await Promise.all(
    broken.map(async ({ page, href }) => {
      const hash = href.startsWith('#') ? href : new URL(href, 'http://site').hash
      const sources = [...(await linkSources(contentDir, href)), ...(hash && hash !== href ? await linkSources(contentDir, hash) : [])]
      return `  "${href}" on ${page}${sources.length ? ` (from ${sources.join(', ')})` : ''}`
    }),
  )
  throw new Error(`Broken internal links: no page or anchor at\n${[...new Set(lines)].join('\n')}`)
}
