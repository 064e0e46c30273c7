import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/** Playwright's own Chromium, when `npx playwright install chromium` has put it on this machine. */
function playwrightsChromium(): string | undefined {
  try {
    const path = chromium.executablePath()
    return existsSync(path) ? path : undefined
  } catch {
    // Playwright names no build for this platform.
    return undefined
  }
}

/**
 * The Chromium the end-to-end tests, the benchmark and the report drive: Playwright's own where it is
 * installed, else `CHROMIUM_PATH`, else Debian's package.
 */
export const CHROMIUM_PATH = playwrightsChromium() ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
