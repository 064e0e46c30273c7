import { once } from 'node:events'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request, type IncomingMessage } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import express from 'express'
import { expect, it, vi } from 'vitest'
import { WRITTEN_FOR, registerLocalFs } from './decapServer.ts'

it("answers the editor's reads on the app it is given, from GIT_REPO_DIRECTORY", async () => {
  const dir = await mkdtemp(join(tmpdir(), 'decap-'))
  await writeFile(join(dir, 'entry.yaml'), 'title: Hello\n')
  vi.stubEnv('GIT_REPO_DIRECTORY', dir)
  const app = express()
  await registerLocalFs(app, { logLevel: 'error' })
  const server = app.listen(join(dir, 'api.sock'))
  await once(server, 'listening')
  const body = JSON.stringify({ action: 'getEntry', params: { branch: 'main', path: 'entry.yaml' } })
  const post = request({
    socketPath: join(dir, 'api.sock'),
    path: '/api/v1',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
  })
  post.end(body)
  const [answer] = (await once(post, 'response')) as [IncomingMessage]
  const entry = JSON.parse((await answer.toArray()).join('')) as { data?: string }
  server.close()
  await rm(dir, { recursive: true })
  expect(
    entry.data,
    `scripts/adapters/decapServer.ts (written for ${WRITTEN_FOR}): decap-server answers otherwise`,
  ).toBe('title: Hello\n')
})
