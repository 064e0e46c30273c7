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

const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

/**
 * The Chromium the end-to-end tests, the benchmark and the report drive: Playwright's own where it is installed, else
 * `CHROMIUM_PATH`, else the system's; undefined when there is none.
 */
export const CHROMIUM_PATH: string | undefined =
  playwrightsChromium() ?? (process.env.CHROMIUM_PATH || SYSTEM_CHROMIUMS.find((path) => existsSync(path)))

export const NO_CHROMIUM = 'No Chromium found: run `npx playwright install chromium`, or set CHROMIUM_PATH to one.'

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
