import { defineConfig } from '@playwright/test'
import base from '../../playwright.config'

// Part of `npm run test:ci`: the site under the nginx configuration the build writes, which operators deploy as it is.
// The other end-to-end tests run on the project's own server, which reads the same rules from `_headers` and
// `_redirects`.
export default defineConfig({
  ...base,
  testDir: '.',
  globalSetup: './globalSetup.ts',
  projects: [{ name: 'nginx' }],
})
