import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { contentFiles, fieldsWhere, loadContentFile } from './content/load.ts'
import { idsIn, linkHrefsIn } from './html.ts'
import { NOT_FOUND_PATH, redirects as siteRedirects } from '../../src/paths.ts'

/** The links on `pages` (by path) to no page or no anchor on it, after redirects; other sites are not checked. */
export function findBrokenLinks(
  pages: ReadonlyMap<string, Document>,
  redirects: Readonly<Record<string, string>> = {},
): { page: string; href: string }[] {
  const ids = new Map([...pages].map(([path, page]) => [path, idsIn(page)]))
  return [...pages].flatMap(([page, document]) =>
    linkHrefsIn(document)
      .filter((href) => (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#'))
      .filter((href) => {
        const url = new URL(href, `http://site${page}`)
        url.pathname = redirects[url.pathname] ?? url.pathname
        // Only the 404 page's own anchors lead anywhere on it: a link to /404 itself answers 404.
        const targetIds = url.pathname === NOT_FOUND_PATH && page !== NOT_FOUND_PATH ? undefined : ids.get(url.pathname)
        if (!targetIds) return true
        return url.hash !== '' && !targetIds.has(decodeURIComponent(url.hash.slice(1)))
      })
      .map((href) => ({ page, href })),
  )
}

/** Where a link is written in content: "content/home.yaml: hero.primary.href", or a Markdown file. */
export async function linkSources(contentDir: string, href: string): Promise<string[]> {
  const sources: string[] = []
  for (const file of contentFiles(contentDir)) {
    if (file.endsWith('.md') && (await readFile(join(contentDir, file), 'utf8')).includes(`](${href})`))
      sources.push(`content/${file}`)
    if (file.endsWith('.yaml'))
      for (const field of fieldsWhere(loadContentFile(contentDir, file), (value) => value === href))
        sources.push(`content/${file}: ${field}`)
  }
  return sources
}

/** Fails the build on a broken link between pages, naming the content file and field it comes from. */
export async function checkBuiltLinks(pages: ReadonlyMap<string, Document>, contentDir: string): Promise<void> {
  const broken = findBrokenLinks(pages, siteRedirects)
  if (broken.length === 0) return
  const lines = await Promise.all(
    broken.map(async ({ page, href }) => {
      const hash = href.startsWith('#') ? href : new URL(href, 'http://site').hash
      const sources = [
        ...(await linkSources(contentDir, href)),
        ...(hash && hash !== href ? await linkSources(contentDir, hash) : []),
      ]
      return `  "${href}" on ${page}${sources.length ? ` (from ${sources.join(', ')})` : ''}`
    }),
  )
  throw new Error(`Broken internal links: no page or anchor at\n${[...new Set(lines)].join('\n')}`)
}
