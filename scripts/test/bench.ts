// npm run bench [-- /home /contact]: builds dist/, serves it with nginx as the build configured it, runs Lighthouse
// (mobile) on every page or those named, prints a table and writes it with each report under reports/lighthouse/.
import { execFileSync } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
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

const score = (id: string) => (lhr: Report) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100))
const metric = (lhr: Report, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
const seconds = (id: string) => (lhr: Report) => `${(metric(lhr, id) / 1000).toFixed(2)} s`
// Bytes as transferred (compressed), by kind of resource, from Lighthouse's resource summary.
const kib = (type: string) => (lhr: Report) => {
  const items = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items
  return `${Math.round((items?.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024)} KiB`
}

// Of the tasks of 50 ms or more that total blocking time counts (on Lighthouse's 4× slower CPU), the longest.
function longestTask(lhr: Report): string {
  const tasks = (
    (lhr.audits['long-tasks']?.details as { items?: { url: string; duration: number }[] })?.items ?? []
  ).filter((task) => !task.url.includes('_lighthouse-eval'))
  return tasks.length > 0 ? `${Math.round(Math.max(...tasks.map((task) => task.duration)))} ms` : 'under 50 ms'
}

const COLUMNS: (readonly [string, (lhr: Report) => string])[] = [
  ...Object.entries(CATEGORIES).map(([id, name]) => [name, score(id)] as const),
  ['FCP', seconds('first-contentful-paint')],
  ['LCP', seconds('largest-contentful-paint')],
  ['TBT', (lhr) => `${Math.round(metric(lhr, 'total-blocking-time'))} ms`],
  ['Longest task', longestTask],
  ['CLS', (lhr) => metric(lhr, 'cumulative-layout-shift').toFixed(3)],
  ['JS', kib('script')],
  ['Images', kib('image')],
  ['All bytes', (lhr) => `${Math.round(metric(lhr, 'total-byte-weight') / 1024)} KiB`],
]

const port = await freePort()
const origin = `http://127.0.0.1:${port}`
// Canonical links on the address being measured, as they would be on the real site.
execFileSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, VITE_SITE_URL: origin } })

const only = process.argv.slice(2)
const { pagePaths: allPaths } = await loadRouteTable()
const unknown = only.filter((path) => !allPaths.includes(path))
if (unknown.length > 0) throw new Error(`Not pages of the route table: ${unknown.join(', ')}`)
const pagePaths = only.length > 0 ? only : allPaths
const stopNginx = await startNginx(port)
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS })
await mkdir(REPORTS, { recursive: true })

const rows: string[][] = []
try {
  for (const path of pagePaths) {
    // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run measures nothing, so it is run again.
    let result: Awaited<ReturnType<typeof lighthouse>>
    for (let attempt = 1; ; attempt++) {
      result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: 'html',
        onlyCategories: Object.keys(CATEGORIES),
      })
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
      if (!result.lhr.runtimeError || attempt === 3) break
      console.log(`${path}: ${result.lhr.runtimeError.code}, measuring again`)
    }
    rows.push([path, ...COLUMNS.map(([, cell]) => cell(result.lhr))])
    await writeFile(join(REPORTS, `${path.slice(1).replaceAll('/', '--')}.html`), result.report as string)
    console.log(`${path}: done`)
  }
} finally {
  chrome.kill()
  await stopNginx()
}

const header = ['Route', ...COLUMNS.map(([name]) => name)]
const table = [header, header.map((_, index) => (index === 0 ? '---' : '---:')), ...rows]
  .map((cells) => `| ${cells.join(' | ')} |`)
  .join('\n')
await writeFile(join(REPORTS, 'summary.md'), `${table}\n`)
console.log(`\nLighthouse, mobile (reports in ${REPORTS}/):\n\n${table}\n`)
