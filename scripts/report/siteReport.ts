import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { launchProblems } from '../builder/launchCheck.ts'
import { findBrokenLinks } from '../builder/linkCheck.ts'
import { readHtml } from '../builder/html.ts'
import { imagesWithoutUsefulAlt, type ImageProblem } from './altText.ts'
import { measurePageWeights, type PageWeight } from './pageWeight.ts'
import { searchResultOf, type SearchResult } from './searchResult.ts'
import { socialCardOf, type SocialCard } from './socialCard.ts'
import { wordsIn } from './words.ts'

export interface ReportSources {
  distDir: string
  contentDir: string
  /** The route table's pages ("/home"), in the order the report lists them. */
  pagePaths: readonly string[]
  notFoundPath: string
  redirects: Readonly<Record<string, string>>
  /** The build's environment, for the launch check's addresses. */
  env: Record<string, string | undefined>
}

export interface PageReport {
  path: string
  search: SearchResult
  card: SocialCard
  /** Words in the page's main content, as a visitor without JavaScript reads it. */
  words: number
  weight: PageWeight
  images: ImageProblem[]
  deadLinks: string[]
}

export interface SiteReport {
  /** When the pages were written. */
  builtAt: Date
  pages: PageReport[]
  /** The launch check's findings: each placeholder left and each address still local. */
  placeholders: string[]
}

const htmlFileOf = (path: string) => `${path.slice(1)}.html`

/** Everything the report shows, read from a built `dist/` and the content it was built from. */
export async function siteReport(sources: ReportSources): Promise<SiteReport> {
  const { distDir, pagePaths, notFoundPath } = sources
  const files = [...pagePaths, notFoundPath].map((path) => join(distDir, htmlFileOf(path)))
  const absent = files.filter((file) => !existsSync(file))
  if (absent.length > 0)
    throw new Error(
      `${distDir} has no ${absent.map((file) => relative(distDir, file)).join(', ')}: run npm run build first`,
    )
  const html = new Map([...pagePaths, notFoundPath].map((path, index) => [path, readFileSync(files[index]!, 'utf8')]))
  const deadLinks = findBrokenLinks(html, sources.redirects, notFoundPath)
  const weights = await measurePageWeights(distDir, pagePaths)

  const pages = pagePaths.map((path): PageReport => {
    const page = readHtml(html.get(path)!)
    return {
      path,
      search: searchResultOf(page, path),
      card: socialCardOf(page, (file) => existsSync(join(distDir, file))),
      words: wordsIn(page),
      weight: weights.get(path)!,
      images: imagesWithoutUsefulAlt(page),
      deadLinks: deadLinks.filter((link) => link.page === path).map((link) => link.href),
    }
  })
  return { builtAt: statSync(files[0]!).mtime, pages, placeholders: launchProblems(sources.contentDir, sources.env) }
}
