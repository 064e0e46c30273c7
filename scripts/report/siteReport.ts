import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { readHtml } from '../builder/html.ts'
import { launchProblems } from '../builder/launchCheck.ts'
import { findBrokenLinks } from '../builder/linkCheck.ts'
import { imagesWithoutUsefulAlt, searchResultOf, socialCardOf, wordsIn } from './pageFindings.ts'
import { measurePageWeights } from './pageWeight.ts'
import { NOT_FOUND_PATH, redirects } from '../../src/paths.ts'

export interface ReportSources {
  distDir: string
  contentDir: string
  /** The route table's pages ("/home"), in the order the report lists them. */
  pagePaths: readonly string[]
  /** The build's environment, for the launch check's addresses. */
  env: Record<string, string | undefined>
}

export type SiteReport = Awaited<ReturnType<typeof siteReport>>

export async function siteReport({ distDir, contentDir, pagePaths, env }: ReportSources) {
  const paths = [...pagePaths, NOT_FOUND_PATH]
  const files = paths.map((path) => join(distDir, `${path.slice(1)}.html`))
  const absent = files.filter((file) => !existsSync(file)).map((file) => relative(distDir, file))
  if (absent.length > 0) throw new Error(`${distDir} has no ${absent.join(', ')}: run npm run build first`)
  const pages = new Map(paths.map((path, index) => [path, readHtml(readFileSync(files[index]!, 'utf8'))]))
  const deadLinks = findBrokenLinks(pages, redirects)
  const weights = await measurePageWeights(distDir, pagePaths)
  return {
    builtAt: statSync(files[0]!).mtime,
    pages: pagePaths.map((path, index) => {
      const page = pages.get(path)!
      return {
        path,
        search: searchResultOf(page, path),
        card: socialCardOf(page, (file) => existsSync(join(distDir, file))),
        words: wordsIn(page),
        weight: weights[index]!,
        images: imagesWithoutUsefulAlt(page),
        deadLinks: deadLinks.filter((link) => link.page === path).map((link) => link.href),
      }
    }),
    placeholders: launchProblems(contentDir, env),
  }
}
