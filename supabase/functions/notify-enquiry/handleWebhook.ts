/**
 * The edge function notify-enquiry, without the runtime: a Supabase Database Webhook posts each new
 * row of contact_form_submissions here, and this turns it into a plain-text email to the team, sent
 * through Resend's HTTP API. Plain TypeScript on web-standard Request, Response and fetch, so Deno
 * runs it in production (index.ts) and Node runs it in the tests and behind `npm start`.
 */
import { enquiryTable, storedEnquirySchema } from '../_shared/enquiry.ts'
import { boundedText, tooLarge } from './boundedText.ts'
import { enquiryEmail } from './enquiryEmail.ts'
import type { Settings } from './settings.ts'

export const secretHeader = 'x-webhook-secret'

/**
 * The largest body read: the largest row the database stores (about 23 KB in UTF-8) in the webhook's
 * wrapper fits several times over, and still fits with every character \u-escaped (about 67 KB).
 */
export const maxPayloadBytes = 128 * 1024

/** Compares two strings in time that does not depend on where they differ. */
function sameSecret(given: string, expected: string): boolean {
  const encoder = new TextEncoder()
  const a = encoder.encode(given)
  const b = encoder.encode(expected)
  let difference = a.length ^ b.length
  for (let index = 0; index < b.length; index++) difference |= (a[index] ?? 0) ^ b[index]!
  return difference === 0
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/**
 * Answers one webhook call: 401 without the right secret, 413 for a body over maxPayloadBytes, 400 for
 * anything but an insert into contact_form_submissions of a row the database could have stored (naming
 * each field that is not), 502 when the email API refuses (so the caller may retry), 200 once sent.
 * The email API is asked with an idempotency key per enquiry, so a retried call sends one email.
 */
export async function handleWebhook(
  request: Request,
  settings: Settings,
  send: typeof fetch = fetch,
): Promise<Response> {
  if (request.method !== 'POST') return json(405, { error: 'Use POST' })
  if (!sameSecret(request.headers.get(secretHeader) ?? '', settings.webhookSecret))
    return json(401, { error: 'Wrong or missing webhook secret' })

  // A body that breaks off while being read is refused below like any other that is not JSON.
  const body = await boundedText(request, maxPayloadBytes).catch(() => '')
  if (body === tooLarge) return json(413, { error: `The payload is larger than ${maxPayloadBytes / 1024} KiB` })
  const payload = parsedJson(body) as
    { type?: unknown; table?: unknown; schema?: unknown; record?: unknown } | undefined
  if (payload?.type !== 'INSERT' || payload.table !== enquiryTable || payload.schema !== 'public')
    return json(400, { error: `Expected a Database Webhook INSERT payload for public.${enquiryTable}` })
  // Checked here rather than trusting that whatever calls the function sends only stored rows.
  const record = storedEnquirySchema().safeParse(payload.record)
  if (!record.success) {
    const problems = record.error.issues.map((issue) => `${['record', ...issue.path].join('.')} ${issue.message}`)
    return json(400, { error: `Not a row of public.${enquiryTable}: ${problems.join('; ')}` })
  }

  const enquiry = record.data
  const email = enquiryEmail(enquiry, settings)
  const response = await send(`${settings.apiUrl}/emails`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${settings.apiKey}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': `new-enquiry/${enquiry.id}`,
    },
    body: JSON.stringify(email),
  })
  if (!response.ok) {
    const detail = (await response.text().catch(() => '')).slice(0, 500)
    console.error(`The email API answered ${response.status} for enquiry #${enquiry.id}: ${detail}`)
    return json(502, { error: `The email API answered ${response.status}` })
  }
  return json(200, { sent: true, id: enquiry.id })
}
