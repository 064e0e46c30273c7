// A throwaway PostgreSQL server in a temp folder that `stop()` removes. PostgreSQL refuses to run as root, so under
// root it runs as the `postgres` user its packages create, and otherwise as whoever runs the tests.
import { spawn, execFileSync } from 'node:child_process'
import { chownSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { freePort } from '../freePort.ts'
import { stopProcess } from '../../servers/process.ts'
import { postgresWithPgCron } from '../systemTools.ts'

export type TemporaryPostgres = Awaited<ReturnType<typeof startTemporaryPostgres>>

/** Under root, the `postgres` user to run the server as; otherwise none: it runs as the current user. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { stdio: ['ignore', 'pipe', 'ignore'] }))
    return { uid: id('-u'), gid: id('-g') }
  } catch {
    throw new Error('PostgreSQL does not run as root, and there is no `postgres` user: run the tests as another user.')
  }
}

/** A server with pg_cron loaded and running in the `postgres` database, as on hosted Supabase; `url` is a superuser's. */
export async function startTemporaryPostgres() {
  const bin = postgresWithPgCron()
  if (!bin)
    throw new Error(
      'No PostgreSQL with pg_cron found through pg_config, the PATH or /usr/lib/postgresql: ' +
        '`npm run test:ci` installs both on Debian and says how to get them elsewhere.',
    )
  const user = serverUser()
  const folder = mkdtempSync(join(tmpdir(), 'site-postgres-'))
  if (user) chownSync(folder, user.uid, user.gid)
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
    shared_preload_libraries: 'pg_cron',
    'cron.database_name': 'postgres',
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
