import { content } from './support/content'
import { expect, gotoHydrated, test } from './support/fixtures'

const studies = content.caseStudies

/** An element's font size in pixels: "large" is a claim the page keeps against its own text. */
const fontSize = (locator: import('@playwright/test').Locator) =>
  locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))

test.describe('results up front', () => {
  test('each case study card shows its headline result, large, above the title', async ({ page }) => {
    await gotoHydrated(page, '/case-studies')
    for (const study of studies) {
      const card = page.locator('#case-studies article').filter({ has: page.getByRole('link', { name: study.title }) })
      const figure = card.getByText(study.headline.figure, { exact: true })
      await expect(figure).toBeVisible()
      await expect(card.getByText(study.headline.label, { exact: true })).toBeVisible()
      const title = card.getByRole('heading', { name: study.title })
      expect(await fontSize(figure), `${study.id}: the result is larger than the title`).toBeGreaterThan(
        await fontSize(title),
      )
      const [figureBox, titleBox] = [await figure.boundingBox(), await title.boundingBox()]
      expect(figureBox!.y, `${study.id}: the result comes before the title`).toBeLessThan(titleBox!.y)
    }
  })

  for (const study of studies) {
    test(`/case-studies/${study.id} leads with its headline result in the first screen`, async ({ page }) => {
      await gotoHydrated(page, `/case-studies/${study.id}`)
      const figure = page.getByRole('main').getByText(study.headline.figure, { exact: true }).first()
      await expect(figure).toBeInViewport()
      await expect(page.getByRole('main').getByText(study.headline.label, { exact: true }).first()).toBeVisible()
      const bodyText = await fontSize(page.locator('body'))
      expect(await fontSize(figure), 'the result stands at twice the size of the text or more').toBeGreaterThanOrEqual(
        2 * bodyText,
      )
    })
  }

  test('the home page shows every headline result, each leading to its case study', async ({ page }) => {
    await gotoHydrated(page, '/home')
    const strip = page.getByRole('region', { name: content.home.results.heading })
    await expect(strip.getByRole('listitem')).toHaveCount(studies.length)
    for (const study of studies) {
      const item = strip.getByRole('listitem').filter({ hasText: study.headline.label })
      await expect(item.getByText(study.headline.figure, { exact: true })).toBeVisible()
      await expect(item.getByRole('link')).toHaveAttribute('href', `/case-studies/${study.id}`)
      await expect(item.getByRole('link')).toHaveAccessibleName(new RegExp(study.client))
    }
    await strip.getByRole('link', { name: content.site.navigation.proof.label }).click()
    await expect(page).toHaveURL('/case-studies')
  })
})
