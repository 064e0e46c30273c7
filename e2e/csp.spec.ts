import { createHash } from 'node:crypto'
import { readHtml } from '../scripts/builder/html'
import { expect, gotoHydrated, test } from './support/fixtures'
import { metaPolicyOf, parsePolicy } from './support/policy'
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

      // The header says only what a header alone can say.
      expect(header.get('frame-ancestors'), 'no site may frame the page').toEqual(["'none'"])
      expect(meta.has('frame-ancestors'), 'which a meta cannot say').toBe(false)
      expect([...header.keys()], 'nothing else in the header').toEqual(['frame-ancestors'])
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

  // Each page loads under its policy in everyPage.spec.ts, a client navigation in navigation.desktop.spec.ts, a
  // video in media.spec.ts and a sent form in contact.spec.ts.
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
