import type { Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './support/fixtures'
import { pagePaths } from './support/routes'

/**
 * Each page paints with its inline critical CSS; the full stylesheet follows. With JavaScript, the
 * page's loader requests it in the frame after the first paint, so nothing but the page competes
 * for a slow connection before then; without JavaScript, a `<noscript>` link loads it.
 */

const SITE_STYLESHEET = /\/assets\/[^/]+\.css$/

/** The site's stylesheets the document applies, by address. */
const appliedStylesheets = (page: Page) =>
  page.evaluate(() => [...document.styleSheets].flatMap((sheet) => (sheet.href && sheet.cssRules.length > 0 ? [new URL(sheet.href).pathname] : [])))

for (const path of pagePaths) {
  test(`${path} requests its stylesheet after the first paint and applies it`, async ({ page }) => {
    await gotoHydrated(page, path)
    await page.waitForLoadState('networkidle')
    const { paint, requests } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      requests: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.css'))
        .map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime })),
    }))
    const site = requests.filter((request) => SITE_STYLESHEET.test(request.path))
    expect(site, 'the site stylesheet, requested once').toHaveLength(1)
    expect(paint, 'the page painted').toBeDefined()
    expect(site[0]!.at, 'requested after the first paint').toBeGreaterThanOrEqual(paint!)
    expect(await appliedStylesheets(page)).toContain(site[0]!.path)
  })
}

test('without JavaScript, the stylesheet loads from the page itself', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  const stylesheet = page.waitForResponse((response) => SITE_STYLESHEET.test(new URL(response.url()).pathname))
  await page.goto('/contact')
  expect((await stylesheet).status()).toBe(200)
  await page.waitForLoadState('load')
  expect(await appliedStylesheets(page)).toEqual([expect.stringMatching(SITE_STYLESHEET)])
  await context.close()
})
