import { chmod, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { lock } from 'proper-lockfile'

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

export interface OpenDatabase {
  /** A connection string PostgREST and `pg` can use. */
  url: string
  /** Whether it is the embedded database, which serves one statement at a time. */
  embedded: boolean
  close(): Promise<void>
}

/** A real PostgreSQL server as it is: nothing to open or close. */
export const serverDatabase = (url: string): OpenDatabase => ({ url, embedded: false, close: async () => {} })

/**
 * The embedded PostgreSQL in `dataDir`, served over PostgreSQL's own protocol on a Unix socket in `socketDir` (which
 * only its owner may enter): it takes the superuser without a password, so no port of this machine offers it.
 */
export async function openEmbedded(dataDir: string, socketDir: string): Promise<OpenDatabase> {
  // Every enquiry is in it: this user's alone, as the sockets are.
  await mkdir(dataDir, { recursive: true, mode: 0o700 })
  await chmod(dataDir, 0o700)
  // The embedded database does not guard its own files: a lock beside them (a folder made atomically, its time renewed
  // while held) keeps a second backend out; one left by a backend that died goes stale after 10 seconds.
  const unlock = await lock(dataDir, {
    lockfilePath: join(dataDir, 'backend.lock'),
    onCompromised: (error) => console.error(`The lock on ${dataDir} was lost: ${error.message}`),
  }).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'ELOCKED' ? new DataFolderInUse(dataDir) : error
  })
  try {
    const db = await PGlite.create(dataDir)
    // PostgREST's one connection, the delivery job's and the migrations' (which end before the others start).
    const server = new PGLiteSocketServer({ db, path: join(socketDir, '.s.PGSQL.5432'), maxConnections: 4 })
    await server.start()
    return {
      url: `postgres://postgres@/postgres?host=${encodeURIComponent(socketDir)}`,
      embedded: true,
      async close() {
        await server.stop()
        await db.close()
        await unlock()
      },
    }
  } catch (error) {
    await unlock()
    throw error
  }
}
