import { navLabel } from './support/content'
import { expect, gotoHydrated, test } from './support/fixtures'

test.describe("a link's page code loads before it is followed", () => {
  test('when the pointer rests on it, and when it gets the focus', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await gotoHydrated(page, '/home')
    await page.waitForLoadState('networkidle')
    const pageChunk = (name: string) =>
      scripts.filter((path) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`).test(path))
    expect(pageChunk('Contact')).toEqual([])
    expect(pageChunk('Solutions')).toEqual([])

    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: navLabel('/contact'), exact: true }).hover()
    await expect.poll(() => pageChunk('Contact')).toHaveLength(1)
    expect(pageChunk('Solutions')).toEqual([])

    await nav.getByRole('link', { name: navLabel('/solutions'), exact: true }).focus()
    await expect.poll(() => pageChunk('Solutions')).toHaveLength(1)

    // Following the link then needs no more requests for it, and pointing again fetches nothing twice.
    await nav.getByRole('link', { name: navLabel('/contact'), exact: true }).hover()
    await nav.getByRole('link', { name: navLabel('/contact'), exact: true }).click()
    await expect(page).toHaveURL('/contact')
    expect(pageChunk('Contact')).toHaveLength(1)
  })
})
