import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { expect, test } from '@playwright/test'
import { readHtml } from '../scripts/builder/html'
import { EDITOR_ASSETS } from '../scripts/builder/editorBuild'
import { SAFE_HREF } from '../src/content/markdown'
import { EDITOR_PATH } from '../src/paths'
import { htmlFileFor, prerenderPaths, redirects } from './support/routes'

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => relative('dist', join(entry.parentPath, entry.name)))
}

test.describe('build output', () => {
  test('writes exactly one HTML file per route of the route table, plus 404.html and one per redirect', async () => {
    const htmlFiles = (await listFiles('dist')).filter((file) => file.endsWith('.html')).sort()
    expect(htmlFiles).toEqual([...prerenderPaths, ...Object.keys(redirects), EDITOR_PATH].map(htmlFileFor).sort())
  })

  test('ships neither the schema nor the Markdown library to a page', async () => {
    // The editor's own code checks each entry with the schema before it saves: no page loads it.
    const scripts = (await listFiles('dist')).filter(
      (file) => file.endsWith('.js') && !file.startsWith(`${EDITOR_ASSETS}/`),
    )
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) {
      const code = await readFile(join('dist', script), 'utf8')
      expect(code, script).not.toMatch(/ZodType|__zod_globalRegistry|marked\.parse|new Lexer/)
    }
  })

  test('no page embeds a video player before play is pressed', async () => {
    for (const page of (await listFiles('dist')).filter((file) => file.endsWith('.html'))) {
      expect(readHtml(await readFile(join('dist', page), 'utf8')).querySelector('iframe'), page).toBeNull()
    }
  })

  test('no page links to an address other than the web, mail, a phone or the site itself', async () => {
    for (const page of (await listFiles('dist')).filter((file) => file.endsWith('.html'))) {
      const links = readHtml(await readFile(join('dist', page), 'utf8')).querySelectorAll('a[href]')
      for (const link of links) expect(link.getAttribute('href'), page).toMatch(SAFE_HREF)
    }
  })

  // The head's render-blocking <link rel="expect"> holds the first paint until the element it names has been read, so a
  // phone on a slow connection paints the page's opening, not its header alone. On a page without that element the
  // browser would wait for the whole HTML. Browsers treat it as a hint (they may paint sooner), so what is checked here
  // is what the site controls: each page has the element, once, with the page's main heading in it.
  test('every page has the opening its first paint waits for, holding its main heading', async () => {
    for (const path of prerenderPaths) {
      const page = readHtml(await readFile(join('dist', htmlFileFor(path)), 'utf8'))
      const expected = page.querySelector('head link[rel="expect"][blocking="render"]')?.getAttribute('href')
      expect(expected, `${path} names the element its first paint waits for`).toMatch(/^#./)
      const openings = page.querySelectorAll(expected!)
      expect(openings, `${path} has one ${expected}`).toHaveLength(1)
      expect(openings[0]!.querySelector('h1'), `${path}: its main heading is in ${expected}`).not.toBeNull()
    }
  })

  // What each page loads, and how much, is measured in the browser: see budgets.spec.ts.
  test('publishes no build internals, and the configuration of each host', async () => {
    const files = await listFiles('dist')
    expect(files.filter((file) => /(^|\/)\.|\.(json|map)$/.test(file))).toEqual(['vercel.json'])
    expect(files).toEqual(expect.arrayContaining(['_headers', '_redirects', 'vercel.json', 'nginx.conf']))
  })
})
