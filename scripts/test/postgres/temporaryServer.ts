// A throwaway PostgreSQL server from Debian's packages, in a temp folder that `stop()` removes. PostgreSQL
// refuses to run as root, so under root it runs as the `postgres` user the Debian package creates.
import { spawn, execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { freePort } from '../freePort.ts'
import { stopProcess } from '../process.ts'

export type TemporaryPostgres = Awaited<ReturnType<typeof startTemporaryPostgres>>

function binDir(): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root) : []
  const newest = versions
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))[0]
  if (!newest)
    throw new Error("PostgreSQL is not installed: run `npm run test:setup` (it installs Debian's postgresql).")
  return join(root, newest, 'bin')
}

/** `settings` are extra server settings, e.g. { shared_preload_libraries: 'pg_cron' }; `url` is a superuser's. */
export async function startTemporaryPostgres({ settings = {} }: { settings?: Record<string, string> } = {}) {
  const bin = binDir()
  const folder = mkdtempSync(join(tmpdir(), 'site-postgres-'))
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString())
  const user = process.getuid?.() === 0 ? { uid: id('-u'), gid: id('-g') } : {}
  if (user.uid !== undefined) chownSync(folder, user.uid, user.gid)
  const data = join(folder, 'data')
  execFileSync(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync'],
    { stdio: 'pipe', cwd: folder, ...user },
  )

  const port = await freePort()
  const config = {
    port: String(port),
    unix_socket_directories: folder,
    listen_addresses: '127.0.0.1',
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    max_connections: '300',
    ...settings,
  }
  const args = ['-D', data, ...Object.entries(config).flatMap(([name, value]) => ['-c', `${name}=${value}`])]
  const server = spawn(join(bin, 'postgres'), args, { stdio: ['ignore', 'ignore', 'pipe'], cwd: folder, ...user })
  let log = ''
  server.stderr.on('data', (chunk) => (log += chunk))

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  const stop = async () => {
    await stopProcess(server, 'SIGINT')
    rmSync(folder, { recursive: true, force: true })
  }

  // Ready when it accepts a connection; given up (with its log) if it exits or never does.
  for (let attempt = 0; attempt <= 300 && server.exitCode === null; attempt++) {
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.end()
      return { url, stop }
    } catch {
      await sleep(100)
    }
  }
  await stop()
  throw new Error(`PostgreSQL did not start:\n${log}`)
}
