// `npm run serve` against raw requests a browser would never send: it keeps serving, and redirects only to its own pages.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { builtSite, serveSite } from './serve.ts'

let root: string
let server: Awaited<ReturnType<typeof serveSite>>

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'serve-'))
  await writeFile(join(root, '404.html'), 'Not found')
  await writeFile(join(root, 'contact.html'), 'Contact')
  await writeFile(join(root, '_headers'), '/*\n  X-Frame-Options: DENY\n')
  await writeFile(join(root, '_redirects'), '/ /home 301\n')
  await writeFile(join(root, 'index.html'), 'Index')
  await writeFile(join(root, 'nginx.conf'), 'server {}')
  await writeFile(join(root, 'vercel.json'), '{}')
  const site = builtSite(root)
  server = await serveSite(0, () => site)
})
afterAll(async () => {
  server.close()
  await rm(root, { recursive: true, force: true })
})

/** Sends `path` as written, on a connection of its own; the status line and any Location. */
async function raw(path: string) {
  const { port } = server.address() as AddressInfo
  const socket = connect(port, '127.0.0.1')
  socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`)
  let answer = ''
  for await (const chunk of socket) answer += chunk
  return { status: Number(answer.split(' ')[1]), location: /^Location: (.*)$/im.exec(answer)?.[1]?.trim() }
}

it('listens on this machine only', () => {
  expect((server.address() as AddressInfo).address).toBe('127.0.0.1')
})

it('answers a request line no URL parser accepts with 400, and keeps serving', async () => {
  expect((await raw('//[')).status).toBe(400)
  expect(await raw('/contact')).toEqual({ status: 200, location: undefined })
})

it("redirects a page's other spellings to it, and nothing to another site", async () => {
  expect(await raw('/contact/')).toEqual({ status: 301, location: '/contact' })
  expect(await raw('/contact.html?topic=lms')).toEqual({ status: 301, location: '/contact?topic=lms' })
  for (const path of ['/.//evil.example/', '/..//evil.example/contact.html', '/%5Cevil.example/'])
    expect(await raw(path), path).toEqual({ status: 404, location: undefined })
})

it('decodes a path before it decides what is a page, and answers a malformed escape with 400', async () => {
  for (const path of ['/%5Fheaders', '/nginx%2Econf', '/vercel%2Ejson', '/%34%30%34', '/%69ndex'])
    expect(await raw(path), path).toEqual({ status: 404, location: undefined })
  expect((await raw('/%E0%A4%A')).status).toBe(400)
  expect(await raw('/contac%74')).toEqual({ status: 200, location: undefined })
})
