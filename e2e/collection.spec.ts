import { execFile } from 'node:child_process'
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { freePort } from '../scripts/test/freePort'
import { startNginx } from '../scripts/servers/nginx'
import { kilobytes, listing, loadAndMeasure, scriptsOf } from './support/fetched'
import { expect, test } from './support/fixtures'

const run = promisify(execFile)

/** How many times the case-study collection is multiplied, and how much a page's code may grow with it. */
const COPIES = 10
const GROWTH_ALLOWED_KB = 3
const PAGE = '/case-studies/retail-transformation'

/** What a copy of the project needs to build: its own files, and the installed packages through a link. */
const PROJECT_FILES = ['src', 'content', 'public', 'scripts', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json']

/** Builds a copy of the site whose case-study collection holds each study `copies` times. */
async function buildWithMultipliedCaseStudies(project: string, copies: number) {
  for (const entry of PROJECT_FILES) await cp(entry, join(project, entry), { recursive: true })
  await symlink(resolve('node_modules'), join(project, 'node_modules'), 'dir')
  const folder = join(project, 'content', 'case-studies')
  for (const file of await readdir(folder)) {
    const source = await readFile(join(folder, file), 'utf8')
    const id = file.replace(/\.yaml$/, '')
    for (let copy = 2; copy <= copies; copy++) {
      const copyId = `${id}-${copy}`
      await writeFile(join(folder, `${copyId}.yaml`), source.replace(`id: ${id}\n`, `id: ${copyId}\n`).replace(/^(\s+title: )(.*)$/m, `$1$2 (${copy})`))
    }
  }
  // The test runner's own NODE_ENV would give React's development build.
  await run('npm', ['run', 'build'], { cwd: project, env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 64 * 1024 * 1024 })
}

// Builds the whole site a second time: the limit only catches a hang on a busy machine.
test.describe.configure({ timeout: 20 * 60_000 })

test(`a case study's page loads the same code with ${COPIES} times as many case studies`, async ({ page }) => {
  const normal = await loadAndMeasure(page, PAGE)

  const project = await mkdtemp(join(tmpdir(), 'site-collection-'))
  try {
    await buildWithMultipliedCaseStudies(project, COPIES)
    const built = (await readdir(join(project, 'dist', 'case-studies'))).filter((file) => file.endsWith('.html'))
    expect(built.length, 'the copy has the multiplied collection').toBe((await readdir('dist/case-studies')).filter((file) => file.endsWith('.html')).length * COPIES)

    const port = await freePort()
    const stopNginx = await startNginx(port, join(project, 'dist'))
    try {
      const grown = await loadAndMeasure(page, `http://127.0.0.1:${port}${PAGE}`)
      const [before, after] = [kilobytes(scriptsOf(normal)), kilobytes(scriptsOf(grown))]
      test.info().annotations.push({ type: 'collection', description: `${PAGE}: ${before} KB with the collection, ${after} KB with it ×${COPIES}` })
      expect(after - before, `${before} KB before:\n${listing(scriptsOf(normal))}\n${after} KB after:\n${listing(scriptsOf(grown))}`).toBeLessThanOrEqual(GROWTH_ALLOWED_KB)
    } finally {
      await stopNginx()
    }
  } finally {
    await rm(project, { recursive: true, force: true })
  }
})
