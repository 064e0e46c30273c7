// The team's email, offline: the edge function notify-enquiry, run exactly as deployed, and a stand-in for the email API
// it calls, both in this process behind one fetch-shaped `send` (no port: nothing else on this machine can call them).
// The stand-in writes each email to `outboxDir` as an .eml file any mail app opens.
import { randomUUID } from 'node:crypto'
import { chmod, mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import MailComposer from 'nodemailer/lib/mail-composer/index.js'
import type { Email } from '../../../supabase/functions/notify-enquiry/enquiryEmail.ts'
import { handleWebhook } from '../../../supabase/functions/notify-enquiry/handleWebhook.ts'
import { LOCAL_SERVICE_ROLE_KEY, localApiUrl } from '../../localSettings.ts'

/** Where the function and the email API answer: a name no network resolves, only `send`. */
const ownOrigin = 'http://local-mail.invalid'
const functionPath = '/functions/v1/notify-enquiry'

/**
 * `supabaseUrl` is the local backend the function reads enquiries from and records deliveries in; `timeZone` is the
 * team's, that the email gives times in.
 */
export function startLocalMail({
  outboxDir,
  from,
  to,
  timeZone,
  supabaseUrl = localApiUrl(),
}: {
  outboxDir: string
  from: string
  to: string[]
  timeZone: string
  supabaseUrl?: string
}) {
  const settings = {
    webhookSecret: randomUUID(),
    apiKey: randomUUID(),
    apiUrl: ownOrigin,
    from,
    to,
    supabaseUrl,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    timeZone,
  }
  // Like the email API: a key it has seen answers with the email it already made, and sends nothing.
  const sent = new Map<string, string>()

  async function capture(email: Email, idempotencyKey: string | null): Promise<string> {
    const known = idempotencyKey && sent.get(idempotencyKey)
    if (known) return known
    const id = randomUUID()
    const message = new MailComposer({
      from: email.from,
      to: email.to,
      replyTo: email.reply_to,
      subject: email.subject,
      text: email.text,
      date: new Date(),
      messageId: `<${id}@outbox.local>`,
    })
    // Every enquiry is in it: this user's alone.
    await mkdir(outboxDir, { recursive: true, mode: 0o700 })
    await chmod(outboxDir, 0o700)
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    const base = join(outboxDir, `${stamp}-${(idempotencyKey ?? id).replace(/[^\w-]+/g, '-')}`)
    await writeFile(`${base}.eml`, await message.compile().build())
    // Beside it, the API call as the function made it, for `npm run outbox`: last and whole, as it marks the email sent.
    await writeFile(`${base}.json.partial`, `${JSON.stringify(email, null, 2)}\n`)
    await rename(`${base}.json.partial`, `${base}.json`)
    if (idempotencyKey) sent.set(idempotencyKey, id)
    return id
  }

  // The function's calls to the email API are answered here; its calls to the database go to the backend.
  const send: typeof fetch = async (input, init) => {
    const request = new Request(input, init)
    const { origin, pathname } = new URL(request.url)
    if (origin !== ownOrigin) return fetch(request)
    if (pathname === functionPath) return handleWebhook(request, settings, send)
    return Response.json({ id: await capture((await request.json()) as Email, request.headers.get('idempotency-key')) })
  }
  return { functionUrl: ownOrigin + functionPath, secret: settings.webhookSecret, send }
}
