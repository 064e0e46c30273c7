import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { enquiryTable } from '../../../supabase/functions/_shared/enquiry.ts'
import { openDatabase } from './database.ts'
import { DEFAULT_API_PORT, LOCAL_JWT_SECRET } from '../../localSettings.ts'
import { applyMigrations } from './migrations.ts'
import { createRestHandler } from './postgrest.ts'
import { createWebhook, type WebhookOptions } from './webhook.ts'

const projectRoot = join(import.meta.dirname, '..', '..', '..')

export interface BackendOptions {
  /** 0 picks a free port. */
  port?: number
  host?: string
  /** A real PostgreSQL server; without it, an embedded one keeps its data in `dataDir`. */
  databaseUrl?: string
  dataDir?: string
  jwtSecret?: string
  /** Keep a cf-connecting-ip set by a proxy in front instead of the connection's address (see createRestHandler). */
  trustProxy?: boolean
  /** Where each stored enquiry is posted as a Database Webhook payload (ENQUIRY_WEBHOOK_URL). */
  enquiryWebhook?: WebhookOptions
}

export interface RunningBackend {
  /** The project URL a Supabase client is given, e.g. http://127.0.0.1:54321. */
  url: string
  database: string
  migrationsApplied: string[]
  close(): Promise<void>
}

/** Applies the migrations and serves the PostgREST-compatible endpoint under /rest/v1/. */
export async function startBackend(options: BackendOptions = {}): Promise<RunningBackend> {
  const {
    port = DEFAULT_API_PORT,
    host = '127.0.0.1',
    databaseUrl,
    dataDir = join(projectRoot, '.local', 'db'),
    jwtSecret = LOCAL_JWT_SECRET,
    trustProxy = false,
    enquiryWebhook,
  } = options

  // Take the port first: a second backend must fail before it opens the embedded database's files.
  let handle: ReturnType<typeof createRestHandler> | undefined
  const server = createServer((req, res) => {
    if (handle)
      return void handle(req, res).catch((error) => {
        // handle answers every failure itself; this is a last line, so one request can never stop the process.
        console.error(error)
        if (!res.headersSent) res.writeHead(500).end()
      })
    res.writeHead(503, { 'Retry-After': '1' }).end()
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  const stopListening = () => {
    server.closeAllConnections()
    return new Promise((resolve) => server.close(resolve))
  }

  const db = await openDatabase({ databaseUrl, dataDir }).catch(async (error) => {
    await stopListening()
    throw error
  })
  try {
    const migrationsApplied = await applyMigrations(db, join(projectRoot, 'supabase', 'migrations'))
    const webhook = enquiryWebhook && createWebhook(enquiryWebhook)
    handle = createRestHandler(db, {
      jwtSecret,
      trustProxy,
      onInsert: webhook
        ? (table, records) => {
            if (table !== enquiryTable) return
            for (const record of records)
              webhook.deliver({ type: 'INSERT', table, schema: 'public', record, old_record: null })
          }
        : undefined,
    })
    const address = server.address() as AddressInfo
    return {
      url: `http://${host}:${address.port}`,
      database: databaseUrl ? db.location : `embedded, in ${db.location}`,
      migrationsApplied,
      async close() {
        await stopListening()
        await webhook?.close()
        await db.close()
      },
    }
  } catch (error) {
    await stopListening()
    await db.close()
    throw error
  }
}
