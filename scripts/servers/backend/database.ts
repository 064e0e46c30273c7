import { randomUUID } from 'node:crypto'
import { link, mkdir, readFile, realpath, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>
  /** Runs statements without parameters, such as a migration file. */
  exec(sql: string): Promise<unknown>
}

export interface Database extends Queryable {
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}

export class DataFolderInUse extends Error {
  override name = 'DataFolderInUse'
  constructor(dataDir: string, holder: number) {
    super(
      `The data folder ${dataDir} is in use by another backend (process ${holder}). ` +
        'Two backends on one folder would each see only their own enquiries and lose some on restart. ' +
        'Stop the other one first (npm start and npm run backend both start a backend).',
    )
  }
}

export async function openEmbedded(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true })
  const unlock = await lockDataFolder(dataDir)
  const db = await PGlite.create(dataDir).catch(async (error) => {
    await unlock()
    throw error
  })
  return {
    query: db.query.bind(db),
    exec: (sql) => db.exec(sql),
    // PGlite runs one transaction at a time and queues the rest.
    transaction: (work) => db.transaction(work),
    async close() {
      await db.close()
      await unlock()
    },
  }
}

/** Data folders this process holds or is claiming, by real path: a lock file cannot tell two holders in one process apart. */
const heldHere = new Set<string>()

// A lock file naming this process, as the embedded database does not guard its own files. It appears whole (written
// aside, then linked into place, which fails if one exists); a stale one is moved aside before the takeover, checking
// that what moved is not a lock that a backend starting at the same moment just made.
async function lockDataFolder(dataDir: string): Promise<() => Promise<void>> {
  const folder = await realpath(dataDir)
  if (heldHere.has(folder)) throw new DataFolderInUse(dataDir, process.pid)
  heldHere.add(folder)
  const lockFile = join(folder, 'backend.lock')
  const own = `${lockFile}.${process.pid}.${randomUUID()}`
  try {
    await writeFile(own, String(process.pid))
    for (let attempt = 0; attempt < 5; attempt++) {
      if (await linkIfAbsent(own, lockFile)) {
        return async () => {
          heldHere.delete(folder)
          await rm(lockFile, { force: true })
        }
      }
      const holder = await pidIn(lockFile)
      // This process holds nothing here (heldHere says so): a lock naming it is from an earlier process with its pid.
      if (holder !== undefined && holder !== process.pid && isRunning(holder))
        throw new DataFolderInUse(dataDir, holder)
      const aside = `${lockFile}.stale.${randomUUID()}`
      const moved = await rename(lockFile, aside).then(
        () => true,
        () => false,
      )
      if (moved && (await pidIn(aside)) !== holder) await linkIfAbsent(aside, lockFile) // not the stale one: put it back
      await rm(aside, { force: true })
    }
    throw new Error(
      `Could not take the lock file in ${dataDir}: it keeps coming back. Is another backend starting on it?`,
    )
  } catch (error) {
    heldHere.delete(folder)
    throw error
  } finally {
    await rm(own, { force: true })
  }
}

async function linkIfAbsent(source: string, target: string): Promise<boolean> {
  try {
    await link(source, target)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

async function pidIn(file: string): Promise<number | undefined> {
  const pid = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10)
  return Number.isInteger(pid) && pid > 0 ? pid : undefined
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export async function openServer(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 })
  // An idle connection the server drops is an event, not a crash: the pool opens a new one when needed.
  pool.on('error', (error) =>
    console.error(`A database connection was dropped (${error.message}); the next request opens a new one.`),
  )
  await pool.query('select 1')
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    query: (sql, params) => target.query<never>(sql, params),
    exec: (sql) => target.query(sql),
  })
  return {
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect()
      // While checked out, a client has no listener of the pool's: one dropped now must not crash the process.
      let dropped: Error | undefined
      const onError = (error: Error) => (dropped = error)
      client.on('error', onError)
      try {
        await client.query('begin')
        const result = await work(wrap(client))
        await client.query('commit')
        return result
      } catch (error) {
        // On a connection that has failed, the rollback fails at once too, and the client is not reused.
        await client.query('rollback').catch((rollbackError: Error) => (dropped ??= rollbackError))
        throw error
      } finally {
        client.off('error', onError)
        // A broken client leaves the pool instead of being handed to the next request.
        client.release(dropped)
      }
    },
    close: () => pool.end(),
  }
}
