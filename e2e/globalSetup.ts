import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { apiPort } from '../scripts/localSettings'
import { CHROMIUM_PATH, NO_CHROMIUM } from '../scripts/report/chromium'
import { stopProcess } from '../scripts/servers/process'
import { builtSite, serveSite } from '../scripts/servers/serve'

/**
 * Starts what the end-to-end tests run against, as `npm start` runs it: the built dist/ served by the project's own
 * server, and `npm run backend` over an embedded database of its own. The outage test stops the backend through
 * E2E_BACKEND_PID.
 */
export default async function globalSetup() {
  if (!existsSync('dist/404.html'))
    throw new Error('dist/ is not built: run `npm run build` before the end-to-end tests.')
  if (!CHROMIUM_PATH) throw new Error(NO_CHROMIUM)
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-database-'))
  // `npm run backend`'s program, on the port the build points the form at. Each test speaks for its own visitor
  // address (see newVisitor), as a trusted proxy would.
  const backend = spawn('node_modules/.bin/tsx', ['scripts/servers/backend/main.ts'], {
    env: { ...process.env, BACKEND_DATA_DIR: dataDir, API_PORT: String(apiPort()), BACKEND_TRUST_PROXY: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  for (const stream of [backend.stdout, backend.stderr]) stream.on('data', (chunk) => (output += chunk))
  await new Promise<void>((ready, fail) => {
    backend.stdout.on('data', () => output.includes('Backend:') && ready())
    backend.once('exit', (code) => fail(new Error(`The backend exited with ${code}:\n${output}`)))
  })
  process.env.E2E_BACKEND_PID = String(backend.pid)
  const site = builtSite()
  const server = await serveSite(Number(process.env.E2E_PORT), () => site)
  return async () => {
    server.closeAllConnections()
    await new Promise((closed) => server.close(closed))
    await stopProcess(backend)
    await rm(dataDir, { recursive: true, force: true })
  }
}
