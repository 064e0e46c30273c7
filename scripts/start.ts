// `npm start` (after its build): the site and the local backend together, so everything works,
// the contact form included, on a machine with no network and no account.
import { runBackend } from './backend/main.ts'
import { serveSite } from './serve.ts'

await runBackend()
serveSite(Number(process.env.SITE_PORT ?? 4173))
