import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { lock } from 'proper-lockfile'

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
  constructor(dataDir: string) {
    super(
      `The data folder ${dataDir} is in use by another backend. ` +
        'Two backends on one folder would each see only their own enquiries and lose some on restart. ' +
        'Stop the other one first (npm start and npm run backend both start a backend).',
    )
  }
}

export async function openEmbedded(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true })
  // The embedded database does not guard its own files: a lock beside them (a folder made atomically, its time renewed
  // while held) keeps a second backend out; one left by a backend that died goes stale after 10 seconds.
  const unlock = await lock(dataDir, {
    lockfilePath: join(dataDir, 'backend.lock'),
    onCompromised: (error) => console.error(`The lock on ${dataDir} was lost: ${error.message}`),
  }).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'ELOCKED' ? new DataFolderInUse(dataDir) : error
  })
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
