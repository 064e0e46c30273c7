// npm run bench: builds dist/, serves it with nginx and the configuration the build wrote, and runs
// Lighthouse (mobile, simulated slow 4G) on every page of the route table, or on the pages named on
// the command line. Prints one table, and writes it (summary.md) with each page's full report under
// reports/lighthouse/. Timings vary between runs and machines.
import { execFileSync } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts'
import { freePort } from './freePort.ts'
import { startNginx } from '../servers/nginx.ts'
import { loadRouteTable } from '../builder/routeTable.ts'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

/**
 * The page's longest main-thread task as Lighthouse simulates it (a 4× slower CPU): its long-tasks
 * audit lists those of 50 ms or more, the ones total blocking time counts, leaving out its own
 * scripts. Shown whatever the machine, so a route that comes close is seen before it blocks.
 */
function longestTask(audit: { details?: unknown } | undefined): string {
  const tasks = ((audit?.details as { items?: { url: string; duration: number }[] } | undefined)?.items ?? []).filter(
    (task) => !task.url.includes('_lighthouse-eval'),
  )
  return tasks.length > 0 ? `${Math.round(Math.max(...tasks.map((task) => task.duration)))} ms` : 'under 50 ms'
}
const REPORTS = join('reports', 'lighthouse')

const port = await freePort()
const origin = `http://127.0.0.1:${port}`
// Canonical links on the address being measured, as they would be on the real site.
execFileSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, VITE_SITE_URL: origin } })

// `npm run bench -- /home /contact` measures those pages only.
const only = process.argv.slice(2)
const { pagePaths: allPaths } = await loadRouteTable()
const unknown = only.filter((path) => !allPaths.includes(path))
if (unknown.length > 0) throw new Error(`Not pages of the route table: ${unknown.join(', ')}`)
const pagePaths = only.length > 0 ? only : allPaths
const stopNginx = await startNginx(port)
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROMIUM_FLAGS,
})
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
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      })
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
      if (!result.lhr.runtimeError || attempt === 3) break
      console.log(`${path}: ${result.lhr.runtimeError.code}, measuring again`)
    }
    const { categories, audits } = result.lhr
    const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN
    // Bytes as transferred (compressed), by kind of resource, from Lighthouse's resource summary.
    const summary =
      (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)
        ?.items ?? []
    const kib = (type: string) =>
      `${Math.round((summary.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024)} KiB`
    const seconds = (id: string) => `${(metric(id) / 1000).toFixed(2)} s`
    rows.push([
      path,
      ...CATEGORIES.map((category) => String(Math.round((categories[category]?.score ?? 0) * 100))),
      seconds('first-contentful-paint'),
      seconds('largest-contentful-paint'),
      `${Math.round(metric('total-blocking-time'))} ms`,
      longestTask(audits['long-tasks']),
      metric('cumulative-layout-shift').toFixed(3),
      kib('script'),
      kib('image'),
      `${Math.round(metric('total-byte-weight') / 1024)} KiB`,
    ])
    await writeFile(join(REPORTS, `${path.slice(1).replaceAll('/', '--')}.html`), result.report as string)
    console.log(`${path}: done`)
  }
} finally {
  chrome.kill()
  await stopNginx()
}

const header = [
  'Route',
  'Performance',
  'Accessibility',
  'Best practices',
  'SEO',
  'FCP',
  'LCP',
  'TBT',
  'Longest task',
  'CLS',
  'JS',
  'Images',
  'All bytes',
]
const table = [header, header.map((_, index) => (index === 0 ? '---' : '---:')), ...rows]
  .map((cells) => `| ${cells.join(' | ')} |`)
  .join('\n')
await writeFile(join(REPORTS, 'summary.md'), `${table}\n`)
console.log(`\nLighthouse, mobile (reports in ${REPORTS}/):\n\n${table}\n`)
