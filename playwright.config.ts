import { defineConfig } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/report/chromium'
import { freePort } from './scripts/test/freePort'

// Chosen once in the runner; workers inherit it through the environment.
process.env.E2E_PORT ??= String(await freePort())

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/globalSetup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  // Every test drives a browser; on a busy machine that takes a while. The limits only catch a hang.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    viewport: { width: 1280, height: 800 },
    // Recording a trace for every test made them a third slower (contact and case studies: 155 s against 102), for
    // the one in a hundred someone reads: run a failing test again with `--trace on` (README, Troubleshooting).
    trace: 'off',
  },
  projects: [
    { name: 'build-output', testMatch: /buildOutput\.spec\.ts/ },
    // One width: a test whose subject is the width runs at the phone's too (e2e/support/fixtures.ts).
    {
      name: 'site',
      testIgnore: [/buildOutput/, /contactOutage/, /collection/, /editor/, /doors/, /startUp/, /nginx\//],
    },
    // The tools around the site, which work the same whatever the content: the go-live rehearsal leaves out this
    // project and the next. Each builds a second copy of the site, or starts one, while the others run: at the end it
    // would leave one worker idle.
    { name: 'tools', testMatch: /(collection|editor|doors|startUp)\.spec\.ts/ },
    // Stops the shared backend, so it runs after the other tests, which need it.
    { name: 'outage', testMatch: /contactOutage\.spec\.ts/, dependencies: ['site'] },
  ],
})
