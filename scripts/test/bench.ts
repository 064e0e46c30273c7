// npm run bench [-- [--runs 3] [/home /contact]]: builds dist/, serves it with nginx as the build configured it, runs
// Lighthouse (mobile) on every page or those named, each page as many times as asked (the rounds interleaved), and on a
// bare page served beside it; prints a table of each figure's median and writes it with each report under
// reports/lighthouse/.
import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../report/chromium.ts'
import { freePort } from './freePort.ts'
import { startNginx } from './nginx.ts'
import { loadRouteTable } from '../builder/routeTable.ts'

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

const CATEGORIES = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
}
const REPORTS = join('reports', 'lighthouse')

// What this machine and its Chromium cost any page: a heading and a paragraph, no style, no script, no picture. The
// site's blocking time and first paint are read against its row (docs/speed.md).
const BARE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport"
content="width=device-width, initial-scale=1"><title>A bare page</title><meta name="description"
content="A heading and a paragraph."></head><body><h1>A bare page</h1><p>A paragraph of text.</p></body></html>`
const BARE_ROW = '(a bare page)'

const metric = (id: string) => (lhr: Report) => lhr.audits[id]?.numericValue ?? Number.NaN
// Bytes as transferred (compressed), by kind of resource, from Lighthouse's resource summary.
const bytesOf = (type: string) => (lhr: Report) => {
  const items = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items
  return items?.find((item) => item.resourceType === type)?.transferSize ?? 0
}

// Of the tasks of 50 ms or more that total blocking time counts (on Lighthouse's 4× slower CPU), the longest; 0 if none.
function longestTask(lhr: Report): number {
  const tasks = (
    (lhr.audits['long-tasks']?.details as { items?: { url: string; duration: number }[] })?.items ?? []
  ).filter((task) => !task.url.includes('_lighthouse-eval'))
  return Math.max(0, ...tasks.map((task) => task.duration))
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`
const COLUMNS: (readonly [string, (lhr: Report) => number, (value: number) => string])[] = [
  ...Object.entries(CATEGORIES).map(
    ([id, name]) =>
      [
        name,
        (lhr: Report) => (lhr.categories[id]?.score ?? 0) * 100,
        (score: number) => `${Math.round(score)}`,
      ] as const,
  ),
  ['FCP', metric('first-contentful-paint'), seconds],
  ['LCP', metric('largest-contentful-paint'), seconds],
  ['TBT', metric('total-blocking-time'), (ms) => `${Math.round(ms)} ms`],
  ['Longest task', longestTask, (ms) => (ms > 0 ? `${Math.round(ms)} ms` : 'under 50 ms')],
  ['CLS', metric('cumulative-layout-shift'), (shift) => shift.toFixed(3)],
  ['JS', bytesOf('script'), kib],
  ['Images', bytesOf('image'), kib],
  ['All bytes', metric('total-byte-weight'), kib],
]

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

const { values: options, positionals: only } = parseArgs({
  options: { runs: { type: 'string', default: '1' } },
  allowPositionals: true,
})
const runs = Number(options.runs)
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs takes a whole number of 1 or more, not ${options.runs}`)

const port = await freePort()
const origin = `http://127.0.0.1:${port}`
// Canonical links on the address being measured, as they would be on the real site.
execFileSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, VITE_SITE_URL: origin } })

const { pagePaths: allPaths } = await loadRouteTable()
const unknown = only.filter((path) => !allPaths.includes(path))
if (unknown.length > 0) throw new Error(`Not pages of the route table: ${unknown.join(', ')}`)
const pagePaths = only.length > 0 ? only : allPaths
const bareRoot = await mkdtemp(join(tmpdir(), 'bench-bare-'))
await writeFile(join(bareRoot, 'index.html'), BARE_PAGE)
await writeFile(join(bareRoot, 'nginx.conf'), '')
const barePort = await freePort()
const stopNginx = [await startNginx(port), await startNginx(barePort, bareRoot)]
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS })
await mkdir(REPORTS, { recursive: true })

const pages: [name: string, url: string][] = [
  ...pagePaths.map((path): [string, string] => [path, `${origin}${path}`]),
  [BARE_ROW, `http://127.0.0.1:${barePort}/`],
]
const reports = new Map<string, Report[]>(pages.map(([name]) => [name, []]))
try {
  for (let round = 1; round <= runs; round++) {
    for (const [name, url] of pages) {
      // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run measures nothing, so it is run again.
      let result: Awaited<ReturnType<typeof lighthouse>>
      for (let attempt = 1; ; attempt++) {
        result = await lighthouse(url, { port: chrome.port, output: 'html', onlyCategories: Object.keys(CATEGORIES) })
        if (!result) throw new Error(`Lighthouse returned nothing for ${name}`)
        if (!result.lhr.runtimeError || attempt === 3) break
        console.log(`${name}: ${result.lhr.runtimeError.code}, measuring again`)
      }
      reports.get(name)!.push(result.lhr)
      if (name !== BARE_ROW) {
        const file = `${name.slice(1).replaceAll('/', '--')}${runs > 1 ? `.${round}` : ''}.html`
        await writeFile(join(REPORTS, file), result.report as string)
      }
      console.log(`${name}: done${runs > 1 ? ` (round ${round} of ${runs})` : ''}`)
    }
  }
} finally {
  chrome.kill()
  await Promise.all(stopNginx.map((stop) => stop()))
  await rm(bareRoot, { recursive: true, force: true })
}

const rows = pages.map(([name]) => [
  name,
  ...COLUMNS.map(([, value, show]) => show(median(reports.get(name)!.map(value)))),
])
const header = ['Route', ...COLUMNS.map(([name]) => name)]
const table = [header, header.map((_, index) => (index === 0 ? '---' : '---:')), ...rows]
  .map((cells) => `| ${cells.join(' | ')} |`)
  .join('\n')
const title = `Lighthouse, mobile, ${runs > 1 ? `medians of ${runs} runs` : 'one run'} (reports in ${REPORTS}/)`
await writeFile(join(REPORTS, 'summary.md'), `${title}\n\n${table}\n`)
console.log(`\n${title}:\n\n${table}\n`)
