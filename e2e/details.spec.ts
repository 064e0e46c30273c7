import { basename } from 'node:path'
import { readHtml } from '../scripts/builder/html'
import { content } from './support/content'
import { expect, gotoHydrated, test } from './support/fixtures'
import { pagePaths } from './support/routes'

/** How many entries of content name each image, by file name without extension: "lms". */
const entriesNaming = new Map<string, number>()
const { clients, team } = content.home
for (const entry of [...content.solutions, ...content.caseStudies, ...clients.logos, ...team.people] as unknown as {
  imageUrl: string
}[]) {
  const name = basename(entry.imageUrl).replace(/\.\w+$/, '')
  entriesNaming.set(name, (entriesNaming.get(name) ?? 0) + 1)
}

test.describe('finish', () => {
  test('no page shows an illustration twice, unless as many entries of content share it', async ({ request }) => {
    for (const path of pagePaths) {
      const document = readHtml(await (await request.get(path)).text())
      // Each illustration's file, without the build's hash: "lms-BD1G6HRR.webp" → "lms".
      const shown = [...document.querySelectorAll('img.blur-up')].map(
        (img) => /\/([\w-]+?)-[\w-]{8}\.\w+$/.exec(img.getAttribute('src') ?? '')?.[1],
      )
      expect(shown.every(Boolean), path).toBe(true)
      for (const name of new Set(shown))
        expect(shown.filter((other) => other === name).length, `${path}: ${name}`).toBeLessThanOrEqual(
          entriesNaming.get(name!) ?? 1,
        )
    }
  })

  test('headings break into balanced lines', async ({ page }) => {
    await gotoHydrated(page, '/home')
    for (const heading of await page.locator('h1, h2').all()) {
      expect(await heading.evaluate((element) => getComputedStyle(element).textWrapStyle)).toBe('balance')
    }
  })

  test('the rule above the way back is exactly as wide as the story above it', async ({ page }) => {
    await gotoHydrated(page, `/case-studies/${content.caseStudies[0]!.id}`)
    const story = await page.locator('main [data-story]').boundingBox()
    const rule = await page.locator('[data-page-actions]').boundingBox()
    expect(rule!.x).toBeCloseTo(story!.x, 0)
    expect(rule!.width).toBeCloseTo(story!.width, 0)
  })
})

test.describe('printing a policy', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/terms')
    await page.emulateMedia({ media: 'print' })
  })

  test('prints the text alone: no fixed header, navigation, table of contents or footer', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('article h2').first()).toBeVisible()
    for (const hidden of [
      page.locator('header'),
      page.getByRole('contentinfo'),
      page.getByRole('navigation', { name: content.site.ui.onThisPage }),
    ]) {
      await expect(hidden).toBeHidden()
    }
    // Nothing sits over the text: the heading starts near the top of the first page.
    expect((await page.getByRole('heading', { level: 1 }).boundingBox())!.y).toBeLessThan(200)
  })

  test('links print their full address after their words', async ({ page, baseURL }) => {
    const link = page.locator('article a[href="/privacy"]').first()
    await expect(link).toHaveAttribute('data-address', `${baseURL}/privacy`)
    expect(await link.evaluate((element) => getComputedStyle(element, '::after').content)).toBe(
      `" (${baseURL}/privacy)"`,
    )
    expect(
      await page
        .locator('article h2')
        .first()
        .evaluate((element) => getComputedStyle(element).breakAfter),
    ).toBe('avoid')
  })

  test('on screen, links show no address', async ({ page }) => {
    await page.emulateMedia({ media: 'screen' })
    expect(
      await page
        .locator('article a[href="/privacy"]')
        .first()
        .evaluate((element) => getComputedStyle(element, '::after').content),
    ).toBe('none')
  })
})
