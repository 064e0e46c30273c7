import { readHtml, textOf } from '../scripts/builder/html'
import { content } from './support/content'
import { axeViolations, expect, gotoHydrated, PHONE, test } from './support/fixtures'

test.describe('header', () => {
  // On a laptop its words and links are specWords', the current section wayfinding's and navigation.desktop's.
  test.describe('on a phone', () => {
    test.use(PHONE)
    test('has the logo, the main links and the guides in its menu and the call to action, and marks the current page', async ({
      page,
    }) => {
      const [solution] = content.solutions
      await gotoHydrated(page, `/solutions/${solution!.slug}`)
      const header = page.getByRole('banner')
      await expect(header.getByRole('link', { name: /home$/i }).first()).toHaveAttribute('href', '/home')
      await header.getByRole('button', { name: content.site.ui.openMenu }).click()
      const nav = header.getByRole('navigation', { name: 'Mobile' })
      const { main, cta, guides } = content.site.navigation
      await expect(nav.getByRole('link')).toHaveText([...main, ...guides.links].map((link) => link.label))
      await expect(nav.getByRole('list', { name: guides.title }).getByRole('link')).toHaveCount(guides.links.length)
      expect(await axeViolations(page), 'axe with the menu open').toEqual([])
      // A solution's page is under the projects' link.
      const projects = main.find((link) => link.href === '/solutions')!
      await expect(nav.getByRole('link', { name: projects.label, exact: true })).toHaveAttribute('aria-current', 'page')
      await expect(nav.locator('[aria-current]')).toHaveCount(1)
      await expect(header.getByRole('link', { name: cta.label }).filter({ visible: true })).toHaveAttribute(
        'href',
        '/contact',
      )
    })
  })

  test('its For Schools menu leads to each guide, and closes on Escape, a press or the focus outside it, and a link followed', async ({
    page,
  }) => {
    const { guides } = content.site.navigation
    await gotoHydrated(page, '/home')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const button = nav.getByRole('button', { name: guides.title })
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`)
    await expect(panel).toBeHidden()

    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(panel.getByRole('link')).toHaveText(guides.links.map((link) => link.label))
    for (const link of guides.links)
      await expect(panel.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href)
    expect(await axeViolations(page), 'axe with the menu open').toEqual([])
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(button).toBeFocused()

    await button.click()
    await page.mouse.click(10, 600)
    await expect(panel).toBeHidden()

    // By keyboard: Enter opens it, Tab goes through its links, and leaving the last closes it.
    await button.focus()
    await page.keyboard.press('Enter')
    for (const link of guides.links) {
      await page.keyboard.press('Tab')
      await expect(panel.getByRole('link', { name: link.label, exact: true })).toBeFocused()
    }
    await page.keyboard.press('Tab')
    await expect(panel).toBeHidden()

    const last = guides.links.at(-1)!
    await button.click()
    await panel.getByRole('link', { name: last.label, exact: true }).click()
    await expect(page).toHaveURL(last.href)
    await expect(panel).toBeHidden()
    await button.click()
    await expect(panel.getByRole('link', { name: last.label, exact: true })).toHaveAttribute('aria-current', 'page')
  })

  test('turns white and translucent only once the page is scrolled more than 10 px', async ({ page }) => {
    await gotoHydrated(page, '/home')
    const header = page.getByRole('banner')
    const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor)

    await expect(header).toHaveAttribute('data-scrolled', 'false')
    expect(await background()).toBe('rgba(0, 0, 0, 0)')

    await page.evaluate(() => window.scrollTo(0, 10))
    await expect(header).toHaveAttribute('data-scrolled', 'false')

    await page.evaluate(() => window.scrollTo(0, 11))
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    // White at partial opacity, however the browser spells it (Tailwind mixes colours in oklab).
    await expect.poll(background).toMatch(/^(rgba\(255, 255, 255, 0\.\d+\)|oklab\(0\.99\d* \S+ \S+ \/ 0\.\d+\))$/)

    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveAttribute('data-scrolled', 'false')
  })

  // The page's code may be 20 s away on a slow phone, or never come: the width sets what passes beneath.
  test.describe("before the page's code runs", () => {
    test.use({ javaScriptEnabled: false })
    for (const viewport of [PHONE.viewport, { width: 1280, height: 800 }]) {
      test(`at ${viewport.width} px, hides what scrolls beneath it once scrolled`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await page.goto('/home')
        const header = page.getByRole('banner')
        const look = () =>
          header.evaluate((element) => {
            const style = getComputedStyle(element)
            const alpha = /\/ ([\d.]+)\)$|, ([\d.]+)\)$/.exec(style.backgroundColor)
            return { alpha: Number(alpha?.[1] ?? alpha?.[2] ?? 1), blur: style.backdropFilter }
          })
        expect((await look()).alpha, 'clear at the top, as with the code').toBe(0)
        await page.mouse.wheel(0, 600)
        await expect.poll(async () => (await look()).alpha).toBeGreaterThanOrEqual(0.85)
        expect((await look()).blur).toMatch(/^blur\(\d+px\)$/)
      })
    }
  })
})

test.describe('footer', () => {
  test('has the Company, Projects, guides and Legal columns, the social profiles and the copyright line', async ({
    page,
  }) => {
    await gotoHydrated(page, '/home')
    const footer = page.getByRole('contentinfo')
    const columns = content.site.footer
    await expect(footer.getByRole('navigation', { name: columns.company.title }).getByRole('link')).toHaveText(
      columns.company.links.map((link) => link.label),
    )
    await expect(footer.getByRole('navigation', { name: columns.projectsTitle }).getByRole('link')).toHaveCount(
      content.solutions.length,
    )
    for (const column of [content.site.navigation.guides, columns.legal])
      await expect(footer.getByRole('navigation', { name: column.title }).getByRole('link')).toHaveText(
        column.links.map((link) => link.label),
      )
    for (const name of [content.site.social.professionalNetwork.label, content.site.social.codeHosting.label]) {
      const profile = footer.getByRole('link', { name })
      await expect(profile).toHaveAttribute('href', /^https:\/\//)
      await expect(profile).toHaveAttribute('target', '_blank')
      await expect(profile).toHaveAttribute('rel', /noopener/)
    }
    // A holder that ends with its own full stop ("Pvt. Ltd.", as the go-live rehearsal's does) gets no second one.
    const copyright = footer.getByText(content.site.ui.rightsReserved)
    await expect(copyright).toContainText(columns.copyrightHolder)
    await expect(copyright).not.toContainText('..')
  })

  test('shows the current year, even in a later year than the build, without a hydration warning', async ({
    page,
    request,
    consoleProblems,
  }) => {
    const buildYear = new Date().getFullYear()
    const built = readHtml(await (await request.get('/home')).text())
    expect(textOf(built.querySelector('[data-testid="copyright-year"]'))).toBe(String(buildYear))

    const laterYear = buildYear + 3
    await page.clock.setFixedTime(new Date(`${laterYear}-01-15T10:00:00Z`))
    await gotoHydrated(page, '/home')
    await expect(page.getByRole('contentinfo')).toContainText(`© ${laterYear}`)
    expect(consoleProblems).toEqual([])
  })
})

test.describe('keyboard', () => {
  test('the skip link is hidden from the first paint, with only the CSS inlined in the page', async ({ page }) => {
    await page.route('**/assets/*.css', (route) => route.abort())
    await page.goto('/home')
    const skip = page.getByRole('link', { name: content.site.ui.skipToContent })
    const box = await skip.boundingBox()
    expect(box!.width * box!.height, 'a pixel at most, as screen readers still find it').toBeLessThanOrEqual(1)
  })

  test('the first Tab reaches the skip link, which moves focus to the content', async ({ page }) => {
    await gotoHydrated(page, '/home')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: content.site.ui.skipToContent })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    // A button's room around its words, not text pressed against its edge.
    const padding = await skip.evaluate((link) => getComputedStyle(link).padding)
    expect(padding).toMatch(/^([1-9]\d*)px ([1-9]\d*)px$/)
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.locator('main a').first()).toBeFocused()
  })
})

test.describe('buttons', () => {
  test.use({ ...PHONE, viewport: { width: 320, height: 640 } })
  test("a label longer than a phone's width wraps inside its button, none of it cut", async ({ page }) => {
    await gotoHydrated(page, '/home')
    const button = page.getByRole('main').getByRole('link', { name: content.home.hero.primary.label, exact: true })
    const fit = await button.evaluate((link) => {
      const words = [...link.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())!
      words.textContent = 'Book a planning call for every school in your district this term'
      const range = document.createRange()
      range.selectNodeContents(words)
      const text = [...range.getClientRects()]
      const box = link.getBoundingClientRect()
      return {
        inButton: text.every((line) => line.left >= box.left - 1 && line.right <= box.right + 1),
        onScreen: box.left >= 0 && box.right <= document.documentElement.clientWidth,
        lines: new Set(text.map((line) => Math.round(line.top))).size,
      }
    })
    expect(fit).toEqual({ inButton: true, onScreen: true, lines: expect.any(Number) })
    expect(fit.lines, 'on more than one line').toBeGreaterThan(1)
  })
})
