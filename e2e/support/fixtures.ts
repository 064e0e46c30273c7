import { test as base, expect, type Page } from '@playwright/test'

export interface ConsoleEntry {
  type: string
  text: string
}

interface Fixtures {
  /** Console errors and warnings, and uncaught exceptions, of the test's page. */
  consoleProblems: ConsoleEntry[]
}

export const test = base.extend<Fixtures>({
  consoleProblems: async ({ page }, use) => {
    const problems: ConsoleEntry[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push({ type: message.type(), text: message.text() })
    })
    page.on('pageerror', (error) => problems.push({ type: 'pageerror', text: error.message }))
    await use(problems)
  },
})

export { expect }

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
