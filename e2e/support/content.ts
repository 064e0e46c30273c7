import { readdirSync } from 'node:fs'
import type { CaseStudy, Solution } from '../../src/content/schemas'
import { loadContentFile, loadHome, loadPages, loadSite } from '../../src/content/load'

/**
 * The site's copy as the build reads it (through the one content loader), so tests look for what
 * the marketers wrote and an edit to the copy breaks no test. Only the specification's own wording
 * is written into the tests.
 */
export const content = {
  home: loadHome('content'),
  pages: loadPages('content'),
  site: loadSite('content'),
  caseStudies: readdirSync('content/case-studies').map((file) => loadContentFile('content', `case-studies/${file}`) as Omit<CaseStudy, 'imageUrl'>),
  solutions: readdirSync('content/solutions').map((file) => loadContentFile('content', `solutions/${file}`) as Pick<Solution, 'slug' | 'name'>),
}

/** The accessible name of a video's play button: the label in site.yaml, then the video's title. */
export const playVideoName = new RegExp(`^${content.site.ui.playVideo.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
