import { existsSync } from 'node:fs'
import { CHROMIUM_PATH, NO_CHROMIUM } from '../../scripts/report/chromium'
import { startNginx } from '../../scripts/test/nginx'

/** nginx serving the built dist/ with the configuration the build wrote into it, as docs/deploying.md says. */
export default async function globalSetup() {
  if (!existsSync('dist/nginx.conf'))
    throw new Error('dist/ is not built: run `npm run build` before the end-to-end tests.')
  if (!CHROMIUM_PATH) throw new Error(NO_CHROMIUM)
  return startNginx(Number(process.env.E2E_PORT))
}
