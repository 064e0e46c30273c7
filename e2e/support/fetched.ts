import { expect, type Page } from '@playwright/test'
import { loadAndMeasure as measure, type Fetched } from '../../scripts/report/pageWeight'

/** Everything the browser fetched for `url`, counted as the site report counts it; the page must have hydrated. */
export async function loadAndMeasure(page: Page, url: string): Promise<Fetched[]> {
  const fetched = await measure(page, url)
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
  return fetched
}

export const scriptsOf = (fetched: Fetched[]) => fetched.filter(({ contentType }) => contentType.includes('javascript'))

export const kilobytes = (fetched: Fetched[]) =>
  Math.round(fetched.reduce((sum, { bytes }) => sum + bytes, 0) / 102.4) / 10

export const rawBytes = (fetched: Fetched[]) => fetched.reduce((sum, { body }) => sum + body.length, 0)

export const listing = (fetched: Fetched[]) => fetched.map(({ url, bytes }) => `${url.pathname} ${bytes}`).join('\n')
