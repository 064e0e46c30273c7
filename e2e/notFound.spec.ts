import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import sirv from 'sirv'
import { content } from './support/content'
import { expect, gotoHydrated, hydrationProblems, test } from './support/fixtures'
import { headingsIn, metaContent } from './support/html'
import { CONTACT_PATH } from '../src/paths'

const HEADING = content.pages.notFound.heading
const HOME_LINK = content.pages.notFound.homeLabel

test('unknown paths answer 404 with the 404 page, which asks not to be listed', async ({ request }) => {
  for (const path of ['/no-such-page', '/case-studies/unknown-id', '/solutions/unknown', '/404', '/404.html']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    const html = await response.text()
    expect(headingsIn(html), path).toEqual([HEADING])
    expect(metaContent(html, 'robots'), path).toBe('noindex')
  }
})

test('the 404 page hydrates cleanly and logs the path, however deep; its link home goes through / to /home, replacing / in history', async ({
  page,
  consoleProblems,
}) => {
  const path = '/deeply/nested/unknown'
  for (const unknown of ['/no-such-page', '/case-studies/unknown-id', '/solutions/unknown', path]) {
    const before = consoleProblems.length
    const response = await gotoHydrated(page, unknown)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING)
    await expect(page.getByRole('link', { name: HOME_LINK })).toHaveAttribute('href', '/')
    await expect(page.locator('header [aria-current]')).toHaveCount(0)
    const problems = consoleProblems.slice(before)
    expect(hydrationProblems(problems), unknown).toEqual([])
    const logged = problems.filter(
      (entry) => entry.type === 'error' && !entry.text.startsWith('Failed to load resource'),
    )
    expect(logged.map((entry) => entry.text)).toEqual([`404: no page at ${unknown}`])
  }

  // Besides the way home, the ways on a lost visitor may want: the contact page and the guides.
  const { guides, main } = content.site.navigation
  for (const link of [...main.filter((link) => link.href === CONTACT_PATH), ...guides.links])
    await expect(page.getByRole('main').getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
      'href',
      link.href,
    )

  await page.getByRole('link', { name: HOME_LINK }).click()
  await expect(page).toHaveURL('/home')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.home.hero.heading)
  await page.goBack()
  await expect(page).toHaveURL(path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING)
})

test.describe('the / redirect', () => {
  test('a visit to / lands on /home without leaving / in history', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL('/home')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.home.hero.heading)
    expect(await page.evaluate(() => history.length)).toBe(2)
  })

  test('/#solutions keeps the anchor on the way to /home', async ({ page }) => {
    await page.goto('/#solutions')
    await expect(page).toHaveURL('/home#solutions')
    await expect(page.locator('#solutions')).toBeInViewport()
  })

  test('without JavaScript, / still takes the visitor to /home: the server redirects', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    const response = await page.goto('/')
    expect(response?.request().redirectedFrom()?.url()).toBe(`${baseURL}/`)
    await expect(page).toHaveURL('/home')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.home.hero.heading)
    await context.close()
  })
})

test.describe('/ on a host that serves files and follows no rules', () => {
  let origin = ''
  let host: Server
  // As GitHub Pages serves a folder: /home from home.html, / from index.html, nothing else.
  test.beforeAll(async () => {
    host = createServer(sirv('dist', { extensions: ['html'] }))
    await new Promise<void>((listening) => host.listen(0, '127.0.0.1', listening))
    origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`
  })
  test.afterAll(() => {
    host.closeAllConnections()
    host.close()
  })

  test('lands on /home with the anchor kept and the / entry replaced', async ({ page, cspViolations }) => {
    await page.goto(`${origin}/#solutions`)
    await expect(page).toHaveURL(`${origin}/home#solutions`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.home.hero.heading)
    expect(await page.evaluate(() => history.length)).toBe(2)
    expect(cspViolations).toEqual([])
  })

  test('lands on /home without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${origin}/`)
    await expect(page).toHaveURL(`${origin}/home`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.home.hero.heading)
    await context.close()
  })
})
