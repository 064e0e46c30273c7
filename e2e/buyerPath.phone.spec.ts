import { content } from './support/content'
import { expect, gotoHydrated, test, PHONE } from './support/fixtures'

test.use(PHONE)

test("on the narrowest phones the home page's results stand two to a row", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 })
  await gotoHydrated(page, '/home')
  const results = page.getByRole('region', { name: content.home.results.heading }).getByRole('listitem')
  await expect(results).toHaveCount(content.caseStudies.length)
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 740 })
    const tops = await results.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
    expect(new Set(tops).size, `rows at ${width} px`).toBe(Math.ceil(content.caseStudies.length / 2))
  }
})
