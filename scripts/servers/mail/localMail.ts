// The team's email, offline: the edge function notify-enquiry, run exactly as deployed, and a stand-in for the email API
// it calls, on one local port. The stand-in writes each email to `outboxDir` as an .eml file any mail app opens.
import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import MailComposer from 'nodemailer/lib/mail-composer/index.js'
import type { Email } from '../../../supabase/functions/notify-enquiry/enquiryEmail.ts'
import { handleWebhook } from '../../../supabase/functions/notify-enquiry/handleWebhook.ts'
import { LOCAL_SERVICE_ROLE_KEY, localApiUrl } from '../../localSettings.ts'

/** `supabaseUrl` is the local backend the function reads enquiries from and records deliveries in. */
export async function startLocalMail({
  outboxDir,
  from,
  to,
  supabaseUrl = localApiUrl(),
}: {
  outboxDir: string
  from: string
  to: string[]
  supabaseUrl?: string
}) {
  // The API's own address is known once it listens.
  const settings = {
    webhookSecret: randomUUID(),
    apiKey: randomUUID(),
    apiUrl: '',
    from,
    to,
    supabaseUrl,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
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
    await mkdir(outboxDir, { recursive: true })
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    const base = join(outboxDir, `${stamp}-${(idempotencyKey ?? id).replace(/[^\w-]+/g, '-')}`)
    await writeFile(`${base}.eml`, await message.compile().build())
    // Beside it, the API call as the function made it, for `npm run outbox`: last and whole, as it marks the email sent.
    await writeFile(`${base}.json.partial`, `${JSON.stringify(email, null, 2)}\n`)
    await rename(`${base}.json.partial`, `${base}.json`)
    if (idempotencyKey) sent.set(idempotencyKey, id)
    return id
  }

  async function route(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname
    if (path === '/functions/v1/notify-enquiry') return handleWebhook(request, settings)
    if (path !== '/emails' || request.method !== 'POST') return Response.json({ message: 'Not found' }, { status: 404 })
    if (request.headers.get('authorization') !== `Bearer ${settings.apiKey}`)
      return Response.json({ message: 'API key is invalid' }, { status: 401 })
    const id = await capture((await request.json()) as Email, request.headers.get('idempotency-key'))
    return Response.json({ id })
  }

  const server = createServer(async (req, res) => {
    try {
      const response = await route(toRequest(req))
      res.writeHead(response.status, { 'Content-Type': 'application/json' }).end(await response.text())
    } catch (error) {
      console.error(error)
      if (!res.headersSent) res.writeHead(500).end()
    }
  })
  await once(server.listen(0, '127.0.0.1'), 'listening')
  settings.apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    functionUrl: `${settings.apiUrl}/functions/v1/notify-enquiry`,
    secret: settings.webhookSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

// The body streams: the function checks the secret before it reads any of it, and stops reading at its cap.
function toRequest(req: IncomingMessage): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : (Readable.toWeb(req) as ReadableStream)
  const init = { method: req.method, headers, body, duplex: 'half' }
  return new Request(new URL(req.url ?? '/', 'http://127.0.0.1'), init as RequestInit)
}
