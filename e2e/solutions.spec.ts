import type { Page } from '@playwright/test'
import { content } from './support/content'
import { expect, gotoHydrated, test } from './support/fixtures'

const page = content.pages.solutions
const solutionPaths = content.solutions.map((solution) => `/solutions/${solution.slug}`)
/** Where a button leads on a solution's page: the contact form is told the solution; an anchor is on the page. */
const target = (href: string, slug: string) =>
  href === '/contact' ? `/contact?topic=${slug}` : href.startsWith('#') ? `/solutions/${slug}${href}` : href
const hrefsOf = (links: import('@playwright/test').Locator) =>
  links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')))

test.describe('Our Projects', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/solutions')
  })

  test('has a card for each solution, in order, each with an image and a link to its page', async ({
    page: browser,
  }) => {
    const cards = browser.locator('#projects li')
    await expect(cards).toHaveCount(content.solutions.length)
    for (const [index, card] of (await cards.all()).entries()) {
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(content.solutions[index]!.name)
      await expect(card.locator('picture img')).toHaveAttribute('width', /\d+/)
      await expect(card.getByRole('link', { name: new RegExp(`^${page.linkLabel}`) })).toHaveAttribute(
        'href',
        solutionPaths[index]!,
      )
    }
  })

  test("shows each solution's video under the videos heading", async ({ page: browser }) => {
    const videos = browser.getByRole('region', { name: page.videos.heading })
    await expect(videos.locator('[data-video]')).toHaveCount(content.solutions.length)
  })

  test('ends with its call to action', async ({ page: browser }) => {
    const band = browser.getByRole('region', { name: page.callToAction.heading })
    await expect(band.getByRole('link')).toHaveText(page.callToAction.actions.map((action) => action.label))
    expect(await hrefsOf(band.getByRole('link'))).toEqual(page.callToAction.actions.map((action) => action.href))
  })
})

async function expectAnchorScroll(page: Page, linkName: string, anchor: string) {
  await expect(page.locator(anchor)).not.toBeInViewport()
  await page.getByRole('main').getByRole('link', { name: linkName, exact: true }).first().click()
  await expect(page).toHaveURL(new RegExp(`${anchor}$`))
  await expect(page.locator(`${anchor} h2`)).toBeInViewport()
}

for (const solution of content.solutions) {
  test.describe(`/solutions/${solution.slug}`, () => {
    test.beforeEach(async ({ page }) => {
      await gotoHydrated(page, `/solutions/${solution.slug}`)
    })

    test("the hero's buttons lead where content says, the contact form told the solution", async ({ page }) => {
      const actions = solution.hero.actions
      // The hero comes first: its buttons are the first links of their names on the page.
      for (const action of actions)
        await expect(
          page.getByRole('main').getByRole('link', { name: action.label, exact: true }).first(),
        ).toHaveAttribute('href', target(action.href, solution.slug))
      const anchor = actions.find((action) => action.href.startsWith('#'))
      if (anchor) await expectAnchorScroll(page, anchor.label, anchor.href)
    })

    test('has its video and every section of its content, each item shown', async ({ page }) => {
      await expect(page.locator('[data-video]')).toHaveCount(1)
      for (const section of solution.sections) {
        const region = page.locator(`section#${section.id}`)
        await expect(region.getByRole('heading', { level: 2 })).toHaveText(section.heading)
        await expect(region.locator('ol > li, ul > li')).toHaveCount(section.items.length)
      }
    })

    test('closes with its call to action', async ({ page }) => {
      const band = page.getByRole('region', { name: solution.callToAction.heading })
      await expect(band.getByRole('link')).toHaveText(solution.callToAction.actions.map((action) => action.label))
      expect(await hrefsOf(band.getByRole('link'))).toEqual(
        solution.callToAction.actions.map((action) => target(action.href, solution.slug)),
      )
    })
  })
}
