import { readdirSync, readFileSync } from 'node:fs'
import type { CaseStudy, Home, Pages, Solution } from '../../src/content/schemas'
import { inListingOrder } from '../../src/content/categories'
import { articlePath } from '../../src/paths'
import { loadContentFile, loadSite } from '../../scripts/builder/content/load'
import { siteWords } from '../../src/content/siteWords'
import { compileArticle } from '../../src/content/markdown'

// The site's copy as the build reads it, so an edit to the copy breaks no test: only the spec's words are in the tests.
const site = loadSite('content')

export const content = {
  home: loadContentFile('content', 'home.yaml') as Home,
  pages: loadContentFile('content', 'pages.yaml') as Pages,
  site,
  /** Each policy and guide as the build compiles it, with its address. */
  articles: readdirSync('content/articles').map((file) => ({
    path: articlePath(file.replace(/\.md$/, '')),
    ...compileArticle(readFileSync(`content/articles/${file}`, 'utf8'), siteWords(site)),
  })),
  /** In the order the listing shows them. */
  caseStudies: inListingOrder(
    readdirSync('content/case-studies').map(
      (file) => loadContentFile('content', `case-studies/${file}`) as Omit<CaseStudy, 'imageUrl'>,
    ),
    (loadContentFile('content', 'pages.yaml') as Pages).caseStudies.categories,
  ),
  /** In the order their cards stand. */
  solutions: readdirSync('content/solutions')
    .map((file) => loadContentFile('content', `solutions/${file}`) as Omit<Solution, 'imageUrl'>)
    .sort((a, b) => a.order - b.order),
}

/** The label of the main navigation's link to `href`. */
export const navLabel = (href: string) => content.site.navigation.main.find((link) => link.href === href)!.label

/** The accessible name of a video's play button: the label in site.yaml, then the video's title. */
export const playVideoName = new RegExp(`^${content.site.ui.playVideo.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
