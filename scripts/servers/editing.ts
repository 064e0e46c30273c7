// The local editing server of the content editor at /admin: Decap's own (decap-server), which reads and writes the
// files under `repoDir`/content as the editor asks, on this machine only. Started by `npm start`.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { setTimeout as sleep } from 'node:timers/promises'
import { editPort, localEditingUrl } from '../localSettings.ts'
import { stopProcess } from '../test/process.ts'

const serverScript = createRequire(import.meta.url).resolve('decap-server')

export async function startEditingServer(repoDir: string, env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(process.execPath, [serverScript], {
    env: {
      ...env,
      PORT: String(editPort(env)),
      BIND_HOST: '127.0.0.1',
      MODE: 'fs',
      GIT_REPO_DIRECTORY: repoDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = localEditingUrl(env).replace('localhost', '127.0.0.1')
  // It answers its `info` action once it listens: a few tenths of a second, more on a busy machine.
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null)
      throw new Error(`The editing server stopped at once: is port ${editPort(env)} in use? Set EDIT_PORT.`)
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"action":"info"}',
    }).catch(() => undefined)
    if (answer?.ok) break
    if (tries > 300) throw new Error('The editing server did not answer within 30 s.')
    await sleep(100)
  }
  return { stop: () => stopProcess(child) }
}
