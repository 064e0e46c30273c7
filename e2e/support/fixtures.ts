import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import { PHONE as PHONE_SCREEN } from '../../scripts/report/pageWeight'

export interface ConsoleEntry {
  type: string
  text: string
}

interface Fixtures {
  /** Console errors and warnings, and uncaught exceptions, of the test's page. */
  consoleProblems: ConsoleEntry[]
  /** Every Content-Security-Policy violation in the test's page, as the browser reports it. */
  cspViolations: string[]
}

export const test = base.extend<Fixtures>({
  consoleProblems: async ({ page }, use) => {
    const problems: ConsoleEntry[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push({ type: message.type(), text: message.text() })
    })
    page.on('pageerror', (error) => problems.push({ type: 'pageerror', text: error.message }))
    await use(problems)
  },
  cspViolations: async ({ page }, use) => {
    const violations: string[] = []
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation
        report(
          `${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} at ${event.sourceFile}:${event.lineNumber} (${event.sample})`,
        )
      })
    })
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text())
    })
    await use(violations)
  },
})

export { expect }

/** For the tests whose subject is the width (the menu, what fits, the budgets); the rest run at a laptop's. */
export const PHONE = { viewport: PHONE_SCREEN, isMobile: true, hasTouch: true }

/** Holds the page's code back, as a slow connection does, until the returned function lets it through. */
export async function holdPageCode(page: Page): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** Opens a path and waits until the pre-rendered page has hydrated. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path)
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
  return response
}

/** React reports hydration mismatches as console errors mentioning hydration or error #418/#423/#425. */
export function hydrationProblems(entries: ConsoleEntry[]): ConsoleEntry[] {
  return entries.filter((entry) => /hydrat|#418|#423|#425|did not match/i.test(entry.text))
}

/** What axe finds against WCAG 2.2 AA on the page as it is now. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    // Experimental in axe 4 so off unless named (WCAG 2.5.3); first, as options() replaces what was set before it.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  return results.violations.map(({ id, help, nodes }) => ({
    id,
    help,
    targets: nodes.map((node) => node.target.join(' ')),
  }))
}
