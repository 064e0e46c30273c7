import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { loadSite } from '../../src/content/load.ts'
import { criticalCssOptions } from './criticalCss.ts'
import { pageWork } from './pageWork.ts'
import { clientCodeOf } from './preloads.ts'
import { tidyRenderedPage } from './renderedPage.ts'
import { socialCardWriter } from './seo/socialCards.ts'

export interface PagePipelineSettings {
  outDir: string
  contentDir: string
  /** The public origin of the site, whose host the cards print. */
  siteOrigin: string
  notFoundPath: string
}

/**
 * What happens to each page the generator renders, in order: the build's edits (renderedPage.ts),
 * its link-preview card, its critical CSS. The last two run on two threads of their own (pageWork.ts)
 * while the generator renders the next pages; the generator writes each page without them, and
 * finishBuild takes the finished pages from `finishedPages`.
 */
export function pagePipeline({ outDir, contentDir, siteOrigin, notFoundPath }: PagePipelineSettings) {
  const clientCode = clientCodeOf(outDir)
  const work = pageWork(async () => ({
    brand: {
      name: loadSite(contentDir).name,
      host: new URL(siteOrigin).host,
      logo: await readFile(join(outDir, 'favicon.svg'), 'utf8'),
    },
    criticalCss: criticalCssOptions(outDir),
  }))
  const socialCards = socialCardWriter(outDir, work.paintCard)
  /** Each page rendered so far, the 404 page's included, by path: its HTML once finished. */
  const pages = new Map<string, Promise<string>>()
  return {
    pageRendered(path: string, html: string): string {
      const tidied = tidyRenderedPage(
        html,
        clientCode(),
        (page) => path !== notFoundPath && socialCards.add(path, page),
      )
      const finished = work.criticalCss(tidied)
      finished.catch(() => undefined) // reported by finishedPages()
      pages.set(path, finished)
      return tidied
    },
    /** Every page rendered, finished, by path, once its card is written too; the threads then end. */
    async finishedPages(): Promise<ReadonlyMap<string, string>> {
      try {
        await socialCards.written()
        return new Map(await Promise.all([...pages].map(async ([path, html]) => [path, await html] as const)))
      } finally {
        await work.stop()
      }
    },
  }
}
