// `npm start`'s servers (after its build: the project's dist/ is copied in) run in a copy of the project, on ports of
// their own: the site, its editor, the local backend, and the rebuild after each change to content/.
import { spawn } from 'node:child_process'
import { cp } from 'node:fs/promises'
import { join } from 'node:path'
import { freePort } from '../../scripts/test/freePort'
import { copyProject } from '../../scripts/test/multipliedCollection'

export async function startProject(project: string) {
  await copyProject(project)
  await cp('dist', join(project, 'dist'), { recursive: true })
  const [sitePort, apiPort] = [await freePort(), await freePort()]
  // As a person runs it: not under the test runner's NODE_ENV, which would build React for development.
  const { NODE_ENV: _runners, ...env } = process.env
  // One process group (tsx would leave its child running when killed), stopped whole.
  const started = spawn(process.execPath, ['--import', 'tsx', 'scripts/servers/start.ts'], {
    cwd: project,
    env: { ...env, SITE_PORT: String(sitePort), API_PORT: String(apiPort), ENQUIRY_WEBHOOK_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  started.stderr.on('data', (chunk) => (output += chunk))
  await new Promise<void>((ready, fail) => {
    started.stdout.on('data', (chunk) => (output += chunk) && output.includes('Content editor:') && ready())
    started.once('exit', (code) => fail(new Error(`npm start exited with ${code}:\n${output}`)))
  })
  return {
    sitePort,
    apiPort,
    pid: started.pid!,
    /** All it has printed so far. */
    output: () => output,
    async stop() {
      if (started.exitCode !== null) return
      const exited = new Promise((done) => started.once('exit', done))
      process.kill(-started.pid!, 'SIGTERM')
      await exited
    },
  }
}
