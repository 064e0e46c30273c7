import { existsSync } from 'node:fs'
import { startNginx } from './support/nginx'

/** Starts what the end-to-end tests run against: the built dist/ served by nginx. */
export default async function globalSetup() {
  if (!existsSync('dist/404.html')) throw new Error('dist/ is not built: run `npm run build` before the end-to-end tests.')
  const port = Number(process.env.E2E_PORT)
  const stopNginx = await startNginx(port)
  return async () => {
    await stopNginx()
  }
}
