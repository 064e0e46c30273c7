import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { openEmbedded, openServer } from './database.ts'
import { applyMigrations } from './migrations.ts'
import { createRestHandler } from './postgrest.ts'
import { startDelivery, type DeliveryOptions } from './delivery.ts'

const projectRoot = join(import.meta.dirname, '..', '..', '..')

export type RunningBackend = Awaited<ReturnType<typeof startBackend>>

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
  let handle: ReturnType<typeof createRestHandler> | undefined
  const server = createServer((req, res) => {
    if (!handle) return void res.writeHead(503, { 'Retry-After': '1' }).end()
    handle(req, res).catch((error) => {
      // handle answers every failure itself; this last line keeps one request from ever stopping the process.
      console.error(error)
      if (!res.headersSent) res.writeHead(500).end()
    })
  })
  await once(server.listen(port, '127.0.0.1'), 'listening')
  const stopListening = () => {
    server.closeAllConnections()
    return new Promise((resolve) => server.close(resolve))
  }

  const db = await (databaseUrl ? openServer(databaseUrl) : openEmbedded(dataDir)).catch(async (error) => {
    await stopListening()
    throw error
  })
  try {
    const migrationsApplied = await applyMigrations(db, join(projectRoot, 'supabase', 'migrations'))
    const delivery = enquiryWebhook && startDelivery(db, enquiryWebhook)
    handle = createRestHandler(db, { trustProxy, onInsert: delivery?.kick })
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      // The server's address without the credentials in the URL.
      database: databaseUrl ? new URL(databaseUrl).host + new URL(databaseUrl).pathname : `embedded, in ${dataDir}`,
      migrationsApplied,
      async close() {
        await stopListening()
        await delivery?.close()
        await db.close()
      },
    }
  } catch (error) {
    await stopListening()
    await db.close()
    throw error
  }
}
