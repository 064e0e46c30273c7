// `npm start` (after its build): the site, the local backend, the team's email and the content editor's local server,
// so the whole site works, and content can be edited at /admin, with no network and no account. Each enquiry's email
// lands in .local/outbox/ unless ENQUIRY_WEBHOOK_URL sends it elsewhere.
import { join } from 'node:path'
import { loadSite } from '../builder/content/load.ts'
import { runBackend } from './backend/main.ts'
import { startLocalMail } from './mail/localMail.ts'
import { outboxDir } from './mail/outbox.ts'
import { sitePort } from '../localSettings.ts'
import { serveSite } from './serve.ts'
import { startEditingServer } from './editing.ts'
import { EDITOR_PATH } from '../../src/paths.ts'

const site = loadSite(join(import.meta.dirname, '..', '..', 'content'))
const mail = process.env.ENQUIRY_WEBHOOK_URL
  ? undefined
  : await startLocalMail({ outboxDir, from: `${site.name} website <${site.contact.email}>`, to: [site.contact.email] })
await runBackend({ enquiryWebhook: mail && { url: mail.functionUrl, secret: mail.secret } })
if (mail) console.log('Enquiries are emailed to the outbox: see them with `npm run outbox`.')
await startEditingServer(join(import.meta.dirname, '..', '..'))
serveSite(sitePort())
console.log(`Content editor: http://localhost:${sitePort()}${EDITOR_PATH} (it saves to content/)`)
