import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { openEmbedded, serverDatabase } from './database.ts'
import { startDelivery, type DeliveryOptions } from './delivery.ts'
import { createGateway } from './gateway.ts'
import { applyMigrations } from './migrations.ts'
import { startRestApi } from './restApi.ts'

const projectRoot = join(import.meta.dirname, '..', '..', '..')

/**
 * The database the backend serves, migrated: the server at `databaseUrl`, or the embedded one in `dataDir` with its
 * socket in `socketDir`. The database tests open theirs here too.
 */
export async function openDatabase({
  databaseUrl,
  dataDir,
  socketDir,
}: Record<'dataDir' | 'socketDir', string> & { databaseUrl?: string }) {
  const database = databaseUrl ? serverDatabase(databaseUrl) : await openEmbedded(dataDir, socketDir)
  const migrationsApplied = await applyMigrations(database.url, join(projectRoot, 'supabase', 'migrations')).catch(
    async (error) => {
      await database.close()
      throw error
    },
  )
  return { ...database, migrationsApplied }
}

export type RunningBackend = Awaited<ReturnType<typeof startBackend>>

/** The local Supabase API: the migrations applied to the database, PostgREST over it, and the gateway on `port`. */
export async function startBackend({
  port,
  databaseUrl,
  dataDir = join(projectRoot, '.local', 'db'),
  trustProxy = false,
  enquiryWebhook,
}: {
  port: number
  databaseUrl?: string
  dataDir?: string
  trustProxy?: boolean
  /** Where each enquiry due for delivery is posted as a Database Webhook payload. */
  enquiryWebhook?: DeliveryOptions
}) {
  // Take the port first: a second backend must fail before it opens the embedded database's files.
  let gateway: ReturnType<typeof createGateway> | undefined
  const server = createServer((req, res) => (gateway ? gateway(req, res) : res.writeHead(503).end()))
  await once(server.listen(port, '127.0.0.1'), 'listening')
  const cleanup: (() => Promise<unknown>)[] = [
    () => {
      server.closeAllConnections()
      return new Promise((closed) => server.close(closed))
    },
  ]
  const close = async () => {
    for (const step of cleanup.splice(0).reverse()) await step()
  }
  try {
    // The embedded database's and PostgREST's sockets, in a folder only this user may enter.
    const sockets = await mkdtemp(join(tmpdir(), 'site-backend-'))
    cleanup.push(() => rm(sockets, { recursive: true, force: true }))
    const database = await openDatabase({ databaseUrl, dataDir, socketDir: sockets })
    cleanup.push(database.close)
    const api = await startRestApi(database, join(sockets, 'api.sock'))
    cleanup.push(api.stop)
    let delivery: ReturnType<typeof startDelivery> | undefined
    if (enquiryWebhook) {
      const pool = new pg.Pool({ connectionString: database.url, max: 1 })
      delivery = startDelivery(pool, enquiryWebhook)
      cleanup.push(() => delivery!.close().then(() => pool.end()))
    }
    gateway = createGateway(api.socketPath, { trustProxy, onWrite: delivery?.kick })
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      // The server's address without the credentials in the URL.
      database: databaseUrl ? new URL(databaseUrl).host + new URL(databaseUrl).pathname : `embedded, in ${dataDir}`,
      migrationsApplied: database.migrationsApplied,
      /** Where the tests reach the database itself. */
      databaseUrl: database.url,
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}
