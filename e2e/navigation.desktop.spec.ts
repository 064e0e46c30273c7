import { navLabel } from './support/content'
import { expect, gotoHydrated, test } from './support/fixtures'
import { metaContent, titleOf } from './support/html'

test('a client-side navigation moves the focus to the new page, announces it by its title, gives the head its title and description, moves the current link and breaks no rule of the security policy', async ({
  page,
  request,
  cspViolations,
}) => {
  await gotoHydrated(page, '/home')
  const nav = page.getByRole('navigation', { name: 'Main' })
  const link = (path: string) => nav.getByRole('link', { name: navLabel(path), exact: true })
  await expect(link('/home')).toHaveAttribute('aria-current', 'page')
  await page.locator('main a[href^="/solutions/"]').first().click()
  await expect(page).toHaveURL(/\/solutions\//)
  await page.goBack()
  await expect(page).toHaveURL('/home')

  await link('/contact').click()
  await expect(page).toHaveURL('/contact')
  await expect(page.getByRole('main')).toBeFocused()
  // The head is the new page's, as its HTML has it, each tag once.
  const html = await (await request.get('/contact')).text()
  await expect(page).toHaveTitle(titleOf(html)!)
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
    'content',
    metaContent(html, 'description')!,
  )
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: await page.title() })).toHaveCount(1)
  await expect(link('/contact')).toHaveAttribute('aria-current', 'page')
  await expect(link('/home')).not.toHaveAttribute('aria-current')
  await page.waitForLoadState('networkidle')
  expect(cspViolations).toEqual([])
})
