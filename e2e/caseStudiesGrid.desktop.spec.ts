import { expect, gotoHydrated, test } from './support/fixtures'

/** How many cards share the first row of the grid. */
async function columns(page: import('@playwright/test').Page): Promise<number> {
  const tops = await page
    .locator('#case-studies article')
    .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().top))
  return tops.filter((top) => Math.abs(top - tops[0]!) < 1).length
}

for (const [width, expected] of [
  [375, 1],
  [800, 2],
  [1280, 3],
] as const) {
  test(`the case study grid has ${expected} column(s) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await gotoHydrated(page, '/case-studies')
    expect(await columns(page)).toBe(expected)
  })
}
