// `npm start` (after its build): the site, the local backend and the team's email, so the whole site works with no
// network and no account; the content editor at /admin opens the project's folder itself, and each change saved under
// content/ builds the site again (rebuild.ts). Each enquiry's email lands in .local/outbox/ unless ENQUIRY_WEBHOOK_URL
// sends it elsewhere. Only the site's and the API's ports are open (docs/contact-form.md, "What listens where").
import { join } from 'node:path'
import { loadSite } from '../builder/content/load.ts'
import { runBackend } from './backend/main.ts'
import { startLocalMail } from './mail/localMail.ts'
import { outboxDir } from './mail/outbox.ts'
import { sitePort } from '../localSettings.ts'
import { serveSite } from './serve.ts'
import { followedContent } from './rebuild.ts'
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
await serveSite(sitePort(), await followedContent(projectRoot))
console.log(
  `Content editor: http://localhost:${sitePort()}${EDITOR_PATH} (open this folder in it; the site is built again after each change to content/)`,
)
