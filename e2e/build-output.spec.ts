import { readdir, readFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { expect, test } from '@playwright/test'
import { htmlFileFor, prerenderPaths } from './support/routes'

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => relative('dist', join(entry.parentPath, entry.name)))
}

/** The scripts a page's HTML loads before any interaction: its module scripts, its preloads and their static imports. */
async function initialScripts(html: string): Promise<string[]> {
  const found = new Set<string>()
  const queue = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g)].map((match) => match[1]!)
  while (queue.length > 0) {
    const script = queue.pop()!
    if (found.has(script)) continue
    found.add(script)
    const code = await readFile(join('dist', script), 'utf8')
    for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) queue.push(join(dirname(script), match[1]!))
  }
  return [...found]
}

test.describe('build output', () => {
  test('writes exactly one HTML file per route of the route table, plus 404.html', async () => {
    const htmlFiles = (await listFiles('dist')).filter((file) => file.endsWith('.html')).sort()
    expect(htmlFiles).toEqual(prerenderPaths.map(htmlFileFor).sort())
    expect(htmlFiles).toContain('404.html')
  })

  test('ships neither the schema nor the Markdown library to the browser', async () => {
    const scripts = (await listFiles('dist')).filter((file) => file.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) {
      const code = await readFile(join('dist', script), 'utf8')
      expect(code, script).not.toMatch(/ZodType|__zod_globalRegistry|marked\.parse|new Lexer/)
    }
  })

  test('no page loads supabase-js or the toast library up front: they load on use', async () => {
    const pages = (await listFiles('dist')).filter((file) => file.endsWith('.html'))
    for (const page of pages) {
      const initial = await initialScripts(await readFile(join('dist', page), 'utf8'))
      expect(initial.length, page).toBeGreaterThan(0)
      for (const script of initial) {
        const code = await readFile(join('dist', script), 'utf8')
        expect(code, `${page} loads ${script} up front`).not.toMatch(/supabase-js|data-sonner-toaster/)
      }
    }
  })

  // What each page loads, and how much, is measured in the browser: see budgets.spec.ts.
  test('no page embeds or loads a video player up front', async () => {
    const pages = (await listFiles('dist')).filter((file) => file.endsWith('.html'))
    for (const page of pages) {
      const html = await readFile(join('dist', page), 'utf8')
      expect(html, `${page} embeds a player before play is pressed`).not.toMatch(/<iframe/)
      for (const script of await initialScripts(html)) {
        const code = await readFile(join('dist', script), 'utf8')
        expect(code, `${page} loads a video player up front`).not.toMatch(/iframe_api|YT\.Player/)
      }
    }
  })

  test('publishes no build internals, and the configuration of each host', async () => {
    const files = await listFiles('dist')
    expect(files.filter((file) => /(^|\/)\.vite\/|ssr-manifest|static-loader-data|\.map$/.test(file))).toEqual([])
    expect(files).toEqual(expect.arrayContaining(['_headers', '_redirects', 'vercel.json', 'nginx.conf']))
  })
})
