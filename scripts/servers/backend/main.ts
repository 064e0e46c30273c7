// `npm run backend`: the local stand-in for the hosted Supabase API. BACKEND_TRUST_PROXY=1 and BACKEND_DATA_DIR are for
// the end-to-end tests only: each test names its own visitor address in cf-connecting-ip, as a trusted proxy would, and
// their enquiries go to an embedded database of their own, not the one `npm start` keeps in .local/.
import { DataFolderInUse } from './database.ts'
import { apiPort } from '../../localSettings.ts'
import { startBackend } from './server.ts'
import type { DeliveryOptions } from './delivery.ts'

/** `enquiryWebhook` is where `npm start` sends enquiries when ENQUIRY_WEBHOOK_URL is not set. */
export async function runBackend({ enquiryWebhook }: { enquiryWebhook?: DeliveryOptions } = {}) {
  const webhookUrl = process.env.ENQUIRY_WEBHOOK_URL?.trim()
  const port = apiPort()
  const backend = await startBackend({
    port,
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.BACKEND_DATA_DIR || undefined,
    trustProxy: process.env.BACKEND_TRUST_PROXY === '1',
    enquiryWebhook: webhookUrl ? { url: webhookUrl, secret: process.env.ENQUIRY_WEBHOOK_SECRET } : enquiryWebhook,
  }).catch((error) => {
    if (error instanceof DataFolderInUse) console.error(error.message)
    else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      console.error(
        `Port ${port} is taken: is the backend already running (npm start, npm run backend)? API_PORT moves it.`,
      )
    else throw error
    process.exit(1)
  })
  for (const file of backend.migrationsApplied) console.log(`Applied migration ${file}`)
  console.log(`Backend: ${backend.url}/rest/v1/ (database: ${backend.database})`)
  if (webhookUrl) console.log(`Each enquiry is posted to ${webhookUrl} until it is delivered`)
  const stop = () => backend.close().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

if (import.meta.filename === process.argv[1]) await runBackend()
