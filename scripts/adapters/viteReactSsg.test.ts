import { mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build } from 'vite-react-ssg/node'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { inlineCode, readHtml } from '../builder/html.ts'
import { WRITTEN_FOR, withoutGeneratorFiles, withoutGeneratorScripts } from './viteReactSsg.ts'

const ADAPTER = `scripts/adapters/viteReactSsg.ts (written for ${WRITTEN_FOR})`

// A one-page site, built by the generator and finished by the adapter as the site's build is.
describe('a page vite-react-ssg builds, finished by its adapter', () => {
  let root = ''
  let rendered = ''
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'generator-'))
    await symlink(resolve('node_modules'), join(root, 'node_modules'), 'dir')
    await writeFile(
      join(root, 'index.html'),
      '<!DOCTYPE html><html><head><meta charset="UTF-8"></head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
    )
    await writeFile(
      join(root, 'main.js'),
      "import { createElement } from 'react'\nimport { ViteReactSSG } from 'vite-react-ssg'\n" +
        "export const createRoot = ViteReactSSG({ routes: [{ path: '/', Component: () => createElement('p', null, 'Hello') }] })\n",
    )
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const onPageRendered = (_path: string, html: string) => {
      rendered = html
      const page = readHtml(html)
      withoutGeneratorScripts(page)
      return page.toString()
    }
    const outDir = join(root, 'dist')
    await build(
      { entry: 'main.js', beastiesOptions: false, onPageRendered },
      { root, configFile: false, logLevel: 'silent', build: { outDir } },
    )
    await withoutGeneratorFiles(outDir)
  }, 60_000)
  afterAll(() => rm(root, { recursive: true, force: true }))

  it('holds the content and no inline script', async () => {
    expect(
      inlineCode(readHtml(rendered)).scripts,
      `${ADAPTER}: the generator no longer writes its scripts`,
    ).not.toEqual([])
    const page = readHtml(await readFile(join(root, 'dist', 'index.html'), 'utf8'))
    expect(page.querySelector('#root')?.textContent).toBe('Hello')
    expect(inlineCode(page).scripts, `${ADAPTER}: the generator's page keeps a script of its own`).toEqual([])
  })

  it('is published with its code alone', async () => {
    const files = await readdir(join(root, 'dist'), { recursive: true })
    expect(
      files.filter((file) => !/^(index\.html|assets(\/[\w-]+\.js)?)$/.test(file)),
      `${ADAPTER}: the generator writes files the adapter leaves`,
    ).toEqual([])
  })
})
