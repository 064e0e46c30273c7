// The local editing server of the content editor at /admin: Decap's own (decap-server), which reads and writes the
// files under `repoDir`/content as the editor asks, on this machine only. Started by `npm start`.
//
// decap-server checks neither the address a request was sent to nor, for a simple request, the page that sent it: it
// listens on a free port of its own, behind a server on EDIT_PORT that passes on only what localOnly.ts lets through,
// so no web page the marketer has open can write to content/.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer, request } from 'node:http'
import { createRequire } from 'node:module'
import { setTimeout as sleep } from 'node:timers/promises'
import { editPort } from '../localSettings.ts'
import { freePort } from '../test/freePort.ts'
import { stopProcess } from '../test/process.ts'
import { nonLocalRefusal } from './localOnly.ts'

const serverScript = createRequire(import.meta.url).resolve('decap-server')

export async function startEditingServer(repoDir: string, env: NodeJS.ProcessEnv = process.env) {
  const port = editPort(env)
  const decapPort = await freePort()
  const child = spawn(process.execPath, [serverScript], {
    env: {
      ...env,
      PORT: String(decapPort),
      BIND_HOST: '127.0.0.1',
      MODE: 'fs',
      GIT_REPO_DIRECTORY: repoDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const decap = `http://127.0.0.1:${decapPort}`
  // It answers its `info` action once it listens: a few tenths of a second, more on a busy machine.
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error('The editing server stopped at once.')
    const answer = await fetch(`${decap}/api/v1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"action":"info"}',
    }).catch(() => undefined)
    if (answer?.ok) break
    if (tries > 300) throw new Error('The editing server did not answer within 30 s.')
    await sleep(100)
  }

  const front = createServer((req, res) => {
    const refusal = nonLocalRefusal(req.headers)
    if (refusal) return res.writeHead(refusal.status, { 'Content-Type': 'text/plain' }).end(refusal.message)
    const toDecap = request(`${decap}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    toDecap.on('error', () => res.headersSent || res.writeHead(502).end())
    req.pipe(toDecap)
  })
  front.listen(port, '127.0.0.1')
  await Promise.race([
    once(front, 'listening'),
    once(front, 'error').then(async () => {
      await stopProcess(child)
      throw new Error(`The editing server's port ${port} is in use: set EDIT_PORT to another.`)
    }),
  ])
  return {
    stop: async () => {
      front.close()
      front.closeAllConnections()
      await stopProcess(child)
    },
  }
}
