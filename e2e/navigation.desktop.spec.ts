import { expect, gotoHydrated, test } from './support/fixtures'

test('the current link follows client-side navigation', async ({ page }) => {
  await gotoHydrated(page, '/home')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
  await nav.getByRole('link', { name: 'Contact' }).click()
  await expect(page).toHaveURL('/contact')
  await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
})
