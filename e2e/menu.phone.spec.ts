import { categoriesOf, categorySlug } from '../src/lib/caseStudyFilter'
import { content, navLabel } from './support/content'
import type { Page } from '@playwright/test'
import { expect, gotoHydrated, holdPageCode, test, PHONE } from './support/fixtures'

test.use(PHONE)

const ui = content.site.ui

/** The landmarks a screen reader is given: those of Chromium's accessibility tree that it does not leave out. */
async function landmarks(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = await cdp.send('Accessibility.getFullAXTree')
  await cdp.detach()
  return nodes
    .filter((node) => !node.ignored)
    .map((node) => String(node.role?.value))
    .filter((role) => ['banner', 'main', 'contentinfo'].includes(role))
}

/** With the screen turned wide, the page scrolls again; then it is turned back to the phone's width. */
async function turnedWideItScrolls(page: Page) {
  // The menu closes once the page has seen the new width: a turn of the wheel before then is held, so turn again.
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 600)
      return page.evaluate(() => window.scrollY)
    })
    .toBeGreaterThan(0)
  await page.setViewportSize(PHONE.viewport)
}

test.describe('phone menu', () => {
  test('stands for the desktop links, beside the way to contact the company, opens and closes with its button and with Escape, owns the screen while open, and closes when a link is followed or the screen turns wide', async ({
    page,
  }) => {
    await gotoHydrated(page, '/home')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const { cta } = content.site.navigation
    const contact = page.getByRole('banner').getByRole('link', { name: cta.label, exact: true })
    await expect(contact).toBeVisible()
    await expect(contact).toHaveAttribute('href', cta.href)
    const button = page.getByRole('button', { name: ui.openMenu })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`)
    await expect(menu).toBeHidden()

    await button.click()
    await expect(page.getByRole('button', { name: ui.closeMenu })).toHaveAttribute('aria-expanded', 'true')
    await expect(menu).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: ui.openMenu })).toBeFocused()

    await page.getByRole('button', { name: ui.openMenu }).click()
    await page.getByRole('button', { name: ui.closeMenu }).click()
    await expect(menu).toBeHidden()

    // While open, Tab and Shift+Tab go round the header and the menu, never to the page behind them.
    await page.getByRole('button', { name: ui.openMenu }).click()
    const header = page.getByRole('banner')
    const stops = await header.locator('a[href]:visible, button:visible').count()
    for (let press = 0; press <= stops; press++) {
      await page.keyboard.press('Tab')
      expect(await header.evaluate((element) => element.contains(document.activeElement)), `Tab ${press + 1}`).toBe(
        true,
      )
    }
    for (let press = 0; press <= stops; press++) {
      await page.keyboard.press('Shift+Tab')
      expect(
        await header.evaluate((element) => element.contains(document.activeElement)),
        `Shift+Tab ${press + 1}`,
      ).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: ui.openMenu })).toBeFocused()

    // While open it owns the screen: a screen reader finds the header and its menu alone, and the page behind
    // neither scrolls nor takes a tap, which closes the menu.
    await page.getByRole('button', { name: ui.openMenu }).click()
    await expect(menu).toBeVisible()
    await expect.poll(() => landmarks(page)).toEqual(['banner'])
    await page.mouse.wheel(0, 600)
    await page.keyboard.press('PageDown')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    const menuBox = (await menu.boundingBox())!
    await page.mouse.click(20, Math.min(menuBox.y + menuBox.height + 40, page.viewportSize()!.height - 10))
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL('/home')
    await expect.poll(() => landmarks(page)).toEqual(['banner', 'main', 'contentinfo'])
    await page.mouse.wheel(0, 600)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)

    // It closes when a link is followed.
    await page.getByRole('button', { name: ui.openMenu }).click()
    await menu.getByRole('link', { name: navLabel('/solutions'), exact: true }).click()
    await expect(page).toHaveURL('/solutions')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: ui.openMenu })).toHaveAttribute('aria-expanded', 'false')

    // Turned to where the header shows its links, the open menu closes, and the page scrolls again.
    await page.getByRole('button', { name: ui.openMenu }).click()
    await page.setViewportSize({ width: 1024, height: 768 })
    await turnedWideItScrolls(page)
    await expect(menu).toBeHidden()
  })

  test("opens from the first tap, before the page's code has run, and stays open once it has", async ({
    page,
    consoleProblems,
  }) => {
    // The page's code is held back until the menu has been opened.
    const release = await holdPageCode(page)
    await page.goto('/home')
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await page.getByRole('button', { name: ui.openMenu }).click()
    await expect(menu).toBeVisible()
    await expect(page.getByRole('button', { name: ui.closeMenu })).toBeVisible()
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull()

    release()
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
    await expect(menu).toBeVisible()
    await expect(page.getByRole('button', { name: ui.closeMenu })).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('button', { name: ui.closeMenu }).click()
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: ui.openMenu })).toHaveAttribute('aria-expanded', 'false')
    expect(consoleProblems).toEqual([])
  })
})

test("opened before the page's code has run, then turned wide, it leaves the page free once the code runs", async ({
  page,
}) => {
  const release = await holdPageCode(page)
  await page.goto('/home')
  await page.getByRole('button', { name: ui.openMenu }).click()
  await page.setViewportSize({ width: 1024, height: 768 })
  release()
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
  await turnedWideItScrolls(page)
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the phone menu opens with its button, and closes with it, with Escape and with a press beside it', async ({
    page,
  }) => {
    await page.goto('/home')
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: ui.openMenu }).click()
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: navLabel('/solutions'), exact: true })).toBeInViewport()
    await page.getByRole('button', { name: ui.closeMenu }).click()
    await expect(menu).toBeHidden()

    await page.getByRole('button', { name: ui.openMenu }).click()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()

    await page.getByRole('button', { name: ui.openMenu }).click()
    const menuBox = (await menu.boundingBox())!
    await page.mouse.click(20, Math.min(menuBox.y + menuBox.height + 40, page.viewportSize()!.height - 10))
    await expect(menu).toBeHidden()

    // A link in it is followed as any link is.
    await page.getByRole('button', { name: ui.openMenu }).click()
    await menu.getByRole('link', { name: navLabel('/solutions'), exact: true }).click()
    await expect(page).toHaveURL('/solutions')
  })
})

test('the case-study filters sit in one row that scrolls sideways', async ({ page }) => {
  await gotoHydrated(page, '/case-studies')
  const group = page.getByRole('group', { name: content.pages.caseStudies.filterLabel })
  const tops = await group
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().top))
  const categories = categoriesOf(content.caseStudies)
  expect(tops.length).toBe(1 + categories.length)
  expect(new Set(tops).size, 'one row').toBe(1)
  expect(await group.evaluate((row) => row.scrollWidth > row.clientWidth)).toBe(true)
  // A shared link to a category at the end of the row brings its button into view.
  const last = categories.at(-1)!
  await gotoHydrated(page, `/case-studies?category=${categorySlug(last)}`)
  await expect(page.getByRole('button', { name: last, exact: true })).toBeInViewport({ ratio: 1 })
})
