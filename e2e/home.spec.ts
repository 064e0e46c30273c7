import { content } from './support/content'
import { expect, gotoHydrated, test } from './support/fixtures'

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/home')
  })

  test("the hero's heading and buttons are the content's", async ({ page }) => {
    const { heading, primary } = content.home.hero
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(
      page.getByRole('main').getByRole('link', { name: primary.label, exact: true }).first(),
    ).toHaveAttribute('href', primary.href)
  })

  test('Who We Are has its four points, its buttons and the Mission and Vision cards', async ({ page }) => {
    const { about } = content.home
    const section = page.getByRole('region', { name: about.heading })
    await expect(section.locator('ul').first().getByRole('listitem')).toHaveText(about.points)
    for (const action of about.actions)
      await expect(section.getByRole('link', { name: action.label, exact: true })).toHaveAttribute('href', action.href)
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(about.cards.map((card) => card.title))
  })

  test('the solutions section sits at #solutions with a card for each solution, in order', async ({ page }) => {
    const section = page.locator('section#solutions')
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(
      content.solutions.map((solution) => solution.name),
    )
    const more = section.getByRole('link', { name: new RegExp(`^${content.home.solutions.linkLabel}`) })
    const targets = await more.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(targets).toEqual(content.solutions.map((solution) => `/solutions/${solution.slug}`))
  })

  test('a link to /home#solutions scrolls to the section', async ({ page }) => {
    await expect(page.locator('#solutions')).not.toBeInViewport()
    await page.getByRole('link', { name: content.home.hero.secondary.label }).click()
    await expect(page).toHaveURL('/home#solutions')
    await expect(page.locator('#solutions h2')).toBeInViewport()
  })

  test('ends with its closing call to action', async ({ page }) => {
    const { heading, actions } = content.home.callToAction
    const band = page.getByRole('region', { name: heading })
    for (const action of actions)
      await expect(band.getByRole('link', { name: action.label, exact: true })).toHaveAttribute('href', action.href)
  })
})

test('a client-side navigation from another page to /home#solutions lands on the section', async ({ page }) => {
  await gotoHydrated(page, '/contact')
  // The router follows the browser's history: move it there without a page load.
  await page.evaluate(() => {
    Object.assign(window, { sameDocument: true })
    window.history.pushState(null, '', '/home#solutions')
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page).toHaveURL('/home#solutions')
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    'no page load',
  ).toBe(true)
  await expect(page.locator('#solutions h2')).toBeInViewport()
})
