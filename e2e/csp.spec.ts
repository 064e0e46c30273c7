import { createHash } from 'node:crypto'
import { readHtml } from '../scripts/builder/html'
import { contactForm, fillEnquiry, newVisitor, notices, storedFor, toast } from './support/contact'
import { expect, gotoHydrated, test } from './support/fixtures'
import { metaPolicyOf, parsePolicy } from './support/policy'
import { content, playVideoName } from './support/content'
import { withPublishedVideos } from './support/videos'
import { pagePaths } from './support/routes'

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

test.describe('Content-Security-Policy', () => {
  for (const path of [...pagePaths, '/no-such-page']) {
    test(`${path}: its own policy allows exactly its inline code`, async ({ request }) => {
      const response = await request.get(path)
      const html = await response.text()
      const header = parsePolicy(response.headers()['content-security-policy'] ?? '')
      const meta = parsePolicy(metaPolicyOf(html) ?? '')
      expect(meta.size, 'a policy in the page').toBeGreaterThan(0)
      const document = readHtml(html)
      const [first] = document.querySelectorAll('script, style, link, meta[http-equiv="Content-Security-Policy"]')
      expect(first?.getAttribute('http-equiv'), 'the policy comes before any script or style').toBe(
        'Content-Security-Policy',
      )

      // The header adds what only a header can say; whatever else it says (as it does for the 404
      // page, with every page's hashes) allows at least what the page's own policy allows.
      expect(header.get('frame-ancestors'), 'no site may frame the page').toEqual(["'none'"])
      expect(meta.has('frame-ancestors'), 'which a meta cannot say').toBe(false)
      for (const [name, sources] of header) {
        if (name !== 'frame-ancestors')
          for (const source of meta.get(name) ?? []) expect(sources, name).toContain(source)
      }
      // Read here on their own terms (an inline script runs unless its type is data), not with the build's selection.
      const runs = (script: Element) =>
        !script.hasAttribute('src') && ['', 'text/javascript', 'module'].includes(script.getAttribute('type') ?? '')
      const inlineScripts = [...document.querySelectorAll('script')]
        .filter(runs)
        .map((script) => sha256(script.textContent ?? ''))
      const inlineStyles = [...document.querySelectorAll('style')].map((style) => sha256(style.textContent ?? ''))
      expect(inlineStyles.length, 'the critical CSS is inline').toBeGreaterThan(0)
      const hashesIn = (directive: string) =>
        (meta.get(directive) ?? []).filter((source) => source.startsWith("'sha256-"))
      expect(hashesIn('script-src').sort()).toEqual([...new Set(inlineScripts)].sort())
      for (const hash of inlineStyles) expect(meta.get('style-src')).toContain(hash)
      for (const directive of ['script-src', 'style-src']) {
        expect(meta.get(directive)).not.toContain("'unsafe-inline'")
        expect(meta.get(directive)).not.toContain("'unsafe-eval'")
      }
    })
  }

  // Each page is loaded and hydrated under its policy in routes.spec.ts; the 404 page here.
  test('no violation on the 404 page at an unknown address', async ({ page, cspViolations }) => {
    await gotoHydrated(page, '/no-such-page')
    await page.waitForLoadState('networkidle')
    expect(cspViolations).toEqual([])
  })

  test('no violation after client navigations', async ({ page, cspViolations }) => {
    await gotoHydrated(page, '/home')
    await page.locator('main a[href^="/solutions/"]').first().click()
    await expect(page).toHaveURL(/\/solutions\//)
    await page.goBack()
    await expect(page).toHaveURL('/home')
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: content.site.footer.company.links.find((link) => link.href === '/contact')!.label })
      .click()
    await expect(page).toHaveURL('/contact')
    await page.waitForLoadState('networkidle')
    expect(cspViolations).toEqual([])
  })

  test('no violation when a video plays', async ({ page, cspViolations }) => {
    await withPublishedVideos(page)
    // Offline here: the player answers with an empty page, from its real origin.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    )
    await gotoHydrated(page, '/solutions/lms')
    await page.getByRole('button', { name: playVideoName }).first().click()
    await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toBeAttached()
    await expect
      .poll(async () => page.frame({ url: /^https:\/\/www\.youtube-nocookie\.com\// })?.title())
      .toBe('player')
    expect(cspViolations).toEqual([])
  })

  test('no violation when the form is sent and a toast shows', async ({ page, context, cspViolations }, testInfo) => {
    const visitor = await newVisitor(context, testInfo)
    await gotoHydrated(page, '/contact')
    await fillEnquiry(page, {
      name: 'Policy Check',
      email: visitor.email,
      message: 'Checking that sending breaks no rule.',
    })
    await contactForm(page).submit.click()
    await expect(toast(page)).toContainText(notices.successTitle)
    expect(await storedFor(visitor.email)).toHaveLength(1)
    // The toast library's stylesheet is in the page, allowed by its hash.
    expect(
      await page
        .locator('style')
        .evaluateAll((styles) => styles.some((style) => style.textContent?.includes('[data-sonner-toaster]'))),
    ).toBe(true)
    expect(cspViolations).toEqual([])
  })

  test('a script the build did not write is refused', async ({ page, cspViolations }) => {
    await gotoHydrated(page, '/home')
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'document.title = "injected"'
      document.head.append(script)
    })
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0)
    await expect(page).not.toHaveTitle('injected')
  })
})
