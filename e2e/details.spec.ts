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

test("a printed policy is its text alone, with each link's full address after its words; on screen, links show no address", async ({
  page,
  baseURL,
}) => {
  await gotoHydrated(page, '/terms')
  await page.emulateMedia({ media: 'print' })
  // No fixed header, navigation, table of contents or footer; nothing sits over the text.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('article h2').first()).toBeVisible()
  for (const hidden of [
    page.locator('header'),
    page.getByRole('contentinfo'),
    page.getByRole('navigation', { name: content.site.ui.onThisPage }),
  ])
    await expect(hidden).toBeHidden()
  expect((await page.getByRole('heading', { level: 1 }).boundingBox())!.y).toBeLessThan(200)

  const link = page.locator('article a[href="/privacy"]').first()
  const after = () => link.evaluate((element) => getComputedStyle(element, '::after').content)
  await expect(link).toHaveAttribute('data-address', `${baseURL}/privacy`)
  expect(await after()).toBe(`" (${baseURL}/privacy)"`)
  expect(
    await page
      .locator('article h2')
      .first()
      .evaluate((element) => getComputedStyle(element).breakAfter),
  ).toBe('avoid')
  await page.emulateMedia({ media: 'screen' })
  expect(await after()).toBe('none')
})
