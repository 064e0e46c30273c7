import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>
  /** Runs one or more statements without parameters (a migration file). */
  exec(sql: string): Promise<void>
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
  /** Where the data lives, for messages. */
  readonly location: string
}

/** A real PostgreSQL server through `DATABASE_URL`, or else an embedded one keeping its files in `dataDir`. */
export async function openDatabase({ databaseUrl, dataDir }: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return databaseUrl ? openServer(databaseUrl) : openEmbedded(dataDir)
}

async function openEmbedded(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true })
  const db = await PGlite.create(dataDir)
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async (sql, params) => ({ rows: (await target.query(sql, params)).rows as never[] }),
    exec: async (sql) => {
      await target.exec(sql)
    },
  })
  return {
    ...wrap(db),
    // PGlite runs one transaction at a time and queues the rest.
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    close: () => db.close(),
    location: dataDir,
  }
}

async function openServer(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 })
  await pool.query('select 1')
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    query: async (sql, params) => ({ rows: (await target.query(sql, params)).rows }),
    exec: async (sql) => {
      await target.query(sql)
    },
  })
  return {
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const result = await work(wrap(client))
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
    location: new URL(databaseUrl).host + new URL(databaseUrl).pathname,
  }
}
