import { existsSync } from 'node:fs'
import { startTemporaryPostgres } from '../scripts/test/postgres/temporaryServer'
import { startBackendProcess } from './support/backend'
import { stopProcess } from '../scripts/servers/process'
import { startNginx } from '../scripts/test/nginx'
import { CHROMIUM_PATH } from '../scripts/report/chromium'

/**
 * Starts what the end-to-end tests run against: the built dist/ served by nginx, and the local
 * backend over a throwaway PostgreSQL server with the migrations applied. Tests reach the database
 * through E2E_DATABASE_URL; the outage test stops the backend through E2E_BACKEND_PID.
 */
export default async function globalSetup() {
  if (!existsSync('dist/404.html'))
    throw new Error('dist/ is not built: run `npm run build` before the end-to-end tests.')
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`No Chromium at ${CHROMIUM_PATH}: \`npm run test:setup\` says how to get one.`)
  const postgres = await startTemporaryPostgres()
  const backend = await startBackendProcess(postgres.url).catch(async (error) => {
    await postgres.stop()
    throw error
  })
  process.env.E2E_DATABASE_URL = postgres.url
  process.env.E2E_BACKEND_PID = String(backend.pid)
  const stopNginx = await startNginx(Number(process.env.E2E_PORT))
  return async () => {
    await stopNginx()
    await stopProcess(backend)
    await postgres.stop()
  }
}
