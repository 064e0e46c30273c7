// What `npm start` opens on this machine, as a web page open beside it finds it: the TCP ports its processes listen on,
// each listed from the kernel's own tables (Linux's /proc), and what each answers a page that is not the site's own.
import { access, mkdtemp, readdir, readFile, readlink, rm, stat } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { expect, test } from '@playwright/test'
import { LOCAL_SERVICE_ROLE_KEY } from '../scripts/localSettings'
import { startProject } from './support/npmStart'

// Starts the local backend and PostgREST: the limit only catches a hang on a busy machine.
test.describe.configure({ timeout: 5 * 60_000 })

/** `root` and every process it started, at any depth. */
async function processTree(root: number): Promise<number[]> {
  const parents = new Map<number, number>()
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '')
    // The parent is the second field after the command's name, which is in brackets and may hold spaces.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    if (parent) parents.set(Number(entry), parent)
  }
  const tree = [root]
  for (let i = 0; i < tree.length; i++)
    for (const [pid, parent] of parents) if (parent === tree[i] && !tree.includes(pid)) tree.push(pid)
  return tree
}

/** The TCP ports (IPv4 and IPv6) on which any of `pids` listens. */
async function listeningPorts(pids: number[]): Promise<number[]> {
  const inodes = new Set<string>()
  for (const pid of pids)
    for (const fd of await readdir(`/proc/${pid}/fd`).catch(() => []))
      inodes.add(/^socket:\[(\d+)\]$/.exec(await readlink(`/proc/${pid}/fd/${fd}`).catch(() => ''))?.[1] ?? '')
  const ports = new Set<number>()
  for (const table of ['tcp', 'tcp6']) {
    const lines = (await readFile(`/proc/${pids[0]}/net/${table}`, 'utf8')).trim().split('\n').slice(1)
    for (const columns of lines.map((line) => line.trim().split(/\s+/))) {
      // local_address is ADDRESS:PORT in hex; state 0A is LISTEN; the tenth column is the socket's inode.
      if (columns[3] === '0A' && inodes.has(columns[9]!)) ports.add(parseInt(columns[1]!.split(':')[1]!, 16))
    }
  }
  return [...ports].sort((a, b) => a - b)
}

/** Every file under `project` but the local backend's own (its database and outbox), with its content. */
async function projectFiles(project: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {}
  for (const entry of await readdir(project, { recursive: true, withFileTypes: true }))
    if (entry.isFile() && !relative(project, entry.parentPath).startsWith('.local'))
      files[relative(project, join(entry.parentPath, entry.name))] = await readFile(
        join(entry.parentPath, entry.name),
        'base64',
      )
  return files
}

/** The status and body of a request a web page could make, `host` being what its address bar names. */
const call = (port: number, path: string, headers: Record<string, string>, body?: object) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, method: body ? 'POST' : 'GET', headers }, (answer) => {
      let text = ''
      answer.on('data', (chunk) => (text += chunk)).on('end', () => resolve({ status: answer.statusCode!, body: text }))
    })
    if (body) sent.setHeader('content-type', 'application/json')
    sent.on('error', reject).end(body && JSON.stringify(body))
  })

test('npm start listens on the site and the API alone, the API refusing other sites, and no request writes a file', async () => {
  test.skip(
    !(await access('/proc/net/tcp').then(
      () => true,
      () => false,
    )),
    "Listing a process's sockets needs Linux's /proc; elsewhere, run `lsof -nP -iTCP -sTCP:LISTEN` beside npm start.",
  )
  const project = await mkdtemp(join(tmpdir(), 'site-doors-'))
  const started = await startProject(project)
  const { sitePort, apiPort } = started
  try {
    expect(await listeningPorts(await processTree(started.pid)), started.output()).toEqual(
      [sitePort, apiPort].sort((a, b) => a - b),
    )

    // Addressed to another name (a page that pointed its own at 127.0.0.1), or called by another site's page.
    const enquiries = '/rest/v1/contact_form_submissions'
    const serviceKey = { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` }
    expect((await call(apiPort, enquiries, { ...serviceKey, host: `rebound.example:${apiPort}` })).status).toBe(421)
    expect((await call(apiPort, enquiries, { ...serviceKey, origin: 'https://elsewhere.example' })).status).toBe(403)

    // The editor opens the project's folder itself: no request to the site writes a file, whatever it asks.
    const before = await projectFiles(project)
    const site = { host: `localhost:${sitePort}`, origin: `http://localhost:${sitePort}` }
    const entry = { path: 'content/site.yaml', raw: 'name: PWNED\n' }
    for (const path of ['/api/v1', '/content/site.yaml', '/admin', '/site.yaml'])
      for (const body of [
        { action: 'persistEntry', params: { entry, dataFiles: [entry], assets: [], branch: 'main', options: {} } },
        { action: 'persistMedia', params: { asset: { path: 'PWNED.txt', content: 'Z2l0', encoding: 'base64' } } },
      ])
        await call(sitePort, path, site, body)
    expect(await projectFiles(project), 'every file of the project as it was').toEqual(before)
    // The enquiries the embedded database holds are this user's alone.
    expect((await stat(join(project, '.local', 'db'))).mode & 0o077).toBe(0)
  } finally {
    await started.stop()
    await rm(project, { recursive: true, force: true })
  }
})
