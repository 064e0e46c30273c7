// `npm start` (after its build): the site with the content editor's API on its own origin, the local backend and the
// team's email, so the whole site works, and content can be edited at /admin, with no network and no account. Each
// enquiry's email lands in .local/outbox/ unless ENQUIRY_WEBHOOK_URL sends it elsewhere. Only the site's and the API's
// ports are open (docs/contact-form.md, "What listens where").
import { join } from 'node:path'
import { loadSite } from '../builder/content/load.ts'
import { runBackend } from './backend/main.ts'
import { startLocalMail } from './mail/localMail.ts'
import { outboxDir } from './mail/outbox.ts'
import { sitePort } from '../localSettings.ts'
import { serveSite } from './serve.ts'
import { EDITOR_PATH } from '../../src/paths.ts'

const projectRoot = join(import.meta.dirname, '..', '..')
const site = loadSite(join(projectRoot, 'content'))
const mail = process.env.ENQUIRY_WEBHOOK_URL
  ? undefined
  : startLocalMail({
      outboxDir,
      from: `${site.name} website <${site.contact.email}>`,
      to: [site.contact.email],
      timeZone: site.contact.timeZone,
    })
await runBackend({ enquiryWebhook: mail && { url: mail.functionUrl, secret: mail.secret, send: mail.send } })
if (mail) console.log('Enquiries are emailed to the outbox: see them with `npm run outbox`.')
await serveSite(sitePort(), { editorRepo: projectRoot })
console.log(`Content editor: http://localhost:${sitePort()}${EDITOR_PATH} (it saves to content/)`)
