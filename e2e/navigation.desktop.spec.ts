import { navLabel } from './support/content'
import { expect, gotoHydrated, test } from './support/fixtures'

test('a client-side navigation moves the focus to the new page and announces it by its title', async ({ page }) => {
  await gotoHydrated(page, '/home')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: navLabel('/contact'), exact: true }).click()
  await expect(page).toHaveURL('/contact')
  await expect(page.getByRole('main')).toBeFocused()
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: await page.title() })).toHaveCount(1)
})

test('the current link follows client-side navigation', async ({ page }) => {
  await gotoHydrated(page, '/home')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: navLabel('/home'), exact: true })).toHaveAttribute('aria-current', 'page')
  await nav.getByRole('link', { name: navLabel('/contact'), exact: true }).click()
  await expect(page).toHaveURL('/contact')
  await expect(nav.getByRole('link', { name: navLabel('/contact'), exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(nav.getByRole('link', { name: navLabel('/home'), exact: true })).not.toHaveAttribute('aria-current')
})
