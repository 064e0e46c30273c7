// `npm run report`: builds the site (unless `-- --no-build`), then writes one page of what a marketer checks
// before launch for every page of dist/, into reports/site-report/: outside dist/, so it is never deployed.
import { spawnSync } from 'node:child_process'
import { cp, mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadRouteTable } from '../builder/routeTable.ts'
import { renderReport } from './renderReport.ts'
import { siteReport } from './siteReport.ts'

const root = join(import.meta.dirname, '..', '..')
const distDir = join(root, 'dist')
const reportDir = join(root, 'reports', 'site-report')

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const { pagePaths } = await loadRouteTable()
const sources = { distDir, contentDir: join(root, 'content'), pagePaths }
const report = await siteReport({ ...sources, env: process.env }).catch((error: Error) => {
  console.error(error.message)
  return process.exit(1)
})

// The card pictures are copied beside the report, so it stays whole when dist/ is rebuilt.
await rm(reportDir, { recursive: true, force: true })
await mkdir(reportDir, { recursive: true })
for (const { card } of report.pages)
  if (card.imageFile) await cp(join(distDir, card.imageFile), join(reportDir, card.imageFile))
await writeFile(join(reportDir, 'index.html'), renderReport(report))
console.log(`Site report: ${pathToFileURL(join(reportDir, 'index.html')).href}`)
