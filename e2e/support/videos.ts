import type { Page } from '@playwright/test'
import { isPlaceholderVideo } from '../../src/content/placeholders'
import { content } from './content'

/** Every video id content names: one per solution, and those of the case studies that have one. */
const videoIds = [
  ...content.solutions.map((solution) => solution.video.videoId),
  ...content.caseStudies.flatMap((study) => (study.video ? [study.video.videoId] : [])),
]

/** The site with each video id in its code read through `idFor`: placeholder or real, whatever content holds today. */
async function withVideoIds(page: Page, idFor: (videoId: string) => string) {
  const rewrites = videoIds.map((id) => ({ id, as: idFor(id) })).filter(({ id, as }) => id !== as)
  // The pages' code, and the entries' modules, where a case study or a solution names its video.
  await page.route(/\/(assets\/[^/]+|content\/[^/]+\/[^/]+)\.js$/, async (route) => {
    const response = await route.fetch()
    let code = await response.text()
    // Ids are strings in the code, in any quotes; the pattern that recognises a placeholder stays as it is.
    for (const { id, as } of rewrites) code = code.replace(new RegExp(`(["'\`])${id}\\1`, 'g'), `$1${as}$1`)
    await route.fulfill({ response, body: code })
  })
}

/** As long as a YouTube id: 11 characters from its alphabet, different for each id. */
const published = (videoId: string) => `Pub${videoId.replace(/^FILL-ME-/, '')}`.slice(0, 11).padEnd(11, 'x')
const placeholder = (videoId: string) => `FILL-ME-${videoIds.indexOf(videoId)}`.padEnd(11, 'X')

/** The site as it is once the company has put its own video ids in content/. Returns the id each video then has. */
export async function withPublishedVideos(page: Page): Promise<(videoId: string) => string> {
  const idFor = (videoId: string) => (isPlaceholderVideo(videoId) ? published(videoId) : videoId)
  await withVideoIds(page, idFor)
  return idFor
}

/** The site as it ships before the company has filled in its video ids: every video a placeholder. */
export async function withPlaceholderVideos(page: Page) {
  await withVideoIds(page, (videoId) => (isPlaceholderVideo(videoId) ? videoId : placeholder(videoId)))
}
