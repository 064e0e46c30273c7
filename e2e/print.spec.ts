import { content } from './support/content'
import { expect, gotoHydrated, test } from './support/fixtures'

const { site } = content

test("a case study's way back sits under the story, as wide as it; printed, the page names the company, how to reach it and the page, and prints no buttons", async ({
  page,
}) => {
  const [study] = content.caseStudies
  await gotoHydrated(page, `/case-studies/${study!.id}`)
  const story = await page.locator('main [data-story]').boundingBox()
  const rule = await page.locator('[data-page-actions]').boundingBox()
  expect(rule!.x).toBeCloseTo(story!.x, 0)
  expect(rule!.width).toBeCloseTo(story!.width, 0)

  await page.emulateMedia({ media: 'print' })

  const details = page.locator('p', { hasText: site.contact.email }).filter({ hasText: site.name })
  await expect(details).toBeVisible()
  await expect(details).toContainText(`/case-studies/${study!.id}`)
  // What is printed is text: no button, and no link drawn as one (filled, or with a ring around it).
  const boxes = await page.evaluate(() =>
    [...document.querySelectorAll('a, button')]
      .filter((element) => element.getBoundingClientRect().width > 1)
      .filter((element) => {
        const style = getComputedStyle(element)
        return (
          element.tagName === 'BUTTON' || style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.boxShadow !== 'none'
        )
      })
      .map((element) => element.textContent?.trim()),
  )
  expect(boxes).toEqual([])
})
