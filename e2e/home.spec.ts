import { content } from './support/content'
import { expect, gotoHydrated, test } from './support/fixtures'

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/home')
  })

  test('hero introduces AI innovation in education with a Get in Touch button', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.home.hero.heading)
    await expect(page.getByRole('main').getByRole('link', { name: 'Get in Touch' }).first()).toHaveAttribute('href', '/contact')
  })

  // The specification's Contact Us and Explore Solutions became the site's two calls to action (issue 15).
  test('Who We Are has four points, the two calls to action and the Mission and Vision cards', async ({ page }) => {
    const section = page.getByRole('region', { name: content.home.about.heading })
    await expect(section.getByRole('heading', { level: 2 })).toBeVisible()
    await expect(section.locator('ul').first().getByRole('listitem')).toHaveCount(4)
    await expect(section.getByRole('link', { name: content.site.navigation.cta.label })).toHaveAttribute('href', '/contact')
    await expect(section.getByRole('link', { name: content.site.navigation.proof.label })).toHaveAttribute('href', '/case-studies')
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(content.home.about.cards.map((card) => card.title))
  })

  test('the solutions section sits at #solutions with a card for each solution', async ({ page }) => {
    const section = page.locator('section#solutions')
    await expect(section.getByRole('heading', { level: 3 })).toHaveCount(4)
    await expect(section.getByRole('link', { name: /Learn more/i })).toHaveCount(4)
    const targets = await section.getByRole('link', { name: /Learn more/i }).evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(targets).toEqual(['/solutions/lms', '/solutions/last-mile-education', '/solutions/disha', '/solutions/comuniqa'])
  })

  test('a link to /home#solutions scrolls to the section', async ({ page }) => {
    await expect(page.locator('#solutions')).not.toBeInViewport()
    await page.getByRole('link', { name: content.home.hero.secondary.label }).click()
    await expect(page).toHaveURL('/home#solutions')
    await expect(page.locator('#solutions h2')).toBeInViewport()
  })

  test('ends with the Get Started Today call to action', async ({ page }) => {
    const cta = page.getByRole('region', { name: 'Get Started Today' })
    await expect(cta.getByRole('link', { name: content.site.navigation.cta.label })).toHaveAttribute('href', '/contact')
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
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), 'no page load').toBe(true)
  await expect(page.locator('#solutions h2')).toBeInViewport()
})
