import { spawn, type ChildProcess } from 'node:child_process'
import { resolve } from 'node:path'
import { apiPort } from '../../scripts/localSettings.ts'

/** `npm run backend`'s program over an embedded database in `dataDir`, on the port the build points the form at. */
export async function startBackendProcess(dataDir: string): Promise<ChildProcess> {
  const child = spawn(resolve('node_modules/.bin/tsx'), ['scripts/servers/backend/main.ts'], {
    // Each test speaks for its own visitor address (see newVisitor), as a trusted proxy would.
    env: { ...process.env, BACKEND_DATA_DIR: dataDir, API_PORT: String(apiPort()), BACKEND_TRUST_PROXY: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  await new Promise<void>((ready, fail) => {
    child.stdout?.on('data', () => output.includes('Backend:') && ready())
    child.once('exit', (code) => fail(new Error(`The backend exited with ${code}:\n${output}`)))
  })
  return child
}
