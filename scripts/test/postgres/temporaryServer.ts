import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { freePort } from '../freePort.ts'

/**
 * A throwaway PostgreSQL server from Debian's packages, in a temp folder, for the tests: nothing
 * outside the folder is touched, and `stop()` removes it. PostgreSQL refuses to run as root, so
 * under root it runs as the `postgres` user the Debian package creates.
 */
export interface TemporaryPostgres {
  /** A superuser connection string. */
  url: string
  stop(): Promise<void>
}

function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root).filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    : []
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0]
  if (!newest)
    throw new Error("PostgreSQL is not installed: run `npm run test:setup` (it installs Debian's postgresql).")
  return join(root, newest, 'bin')
}

/** `settings` are extra server settings, e.g. { shared_preload_libraries: 'pg_cron' }. */
export async function startTemporaryPostgres({
  settings = {},
}: { settings?: Record<string, string> } = {}): Promise<TemporaryPostgres> {
  const bin = binDir()
  const folder = mkdtempSync(join(tmpdir(), 'site-postgres-'))
  const asRoot = process.getuid?.() === 0
  // Root hands the folder to the postgres user and runs the server programs as that user.
  const user = asRoot
    ? {
        uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
        gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
      }
    : {}
  if (user.uid !== undefined) chownSync(folder, user.uid, user.gid)
  const data = join(folder, 'data')
  execFileSync(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync'],
    { stdio: 'pipe', cwd: folder, ...user },
  )

  const port = await freePort()
  const server: ChildProcess = spawn(
    join(bin, 'postgres'),
    [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      folder,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=300',
      ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], cwd: folder, ...user },
  )
  let log = ''
  server.stderr?.on('data', (chunk) => (log += chunk))
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGINT')
    await exited
    rmSync(folder, { recursive: true, force: true })
  }

  // Ready when it accepts a connection; give up (with its log) if it exits or never does.
  for (let attempt = 0; ; attempt++) {
    if (server.exitCode !== null) {
      await stop()
      throw new Error(`PostgreSQL did not start:\n${log}`)
    }
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.end()
      return { url, stop }
    } catch {
      // A client that never connected has nothing to end.
      if (attempt > 300) {
        await stop()
        throw new Error(`PostgreSQL did not accept connections:\n${log}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}
