// The edge function without its runtime: the database names each enquiry due for delivery, and the team gets it by email.
// Web-standard Request, Response and fetch (and node:crypto, which Deno has too), so Deno runs it in production
// (index.ts) and Node in tests and `npm start`.
import { timingSafeEqual } from 'node:crypto'
import { enquiryTable, storedEnquirySchema, webhookPayload, webhookSecretHeader } from '../_shared/enquiry.ts'
import { enquiryEmail } from './enquiryEmail.ts'
import type { Settings } from './settings.ts'

// Built once, not on every call.
const storedEnquiry = storedEnquirySchema()

// The largest row (about 23 KB in UTF-8) fits several times over, and still fits with every character \u-escaped.
export const maxPayloadBytes = 128 * 1024

const tooLarge = Symbol('larger than allowed')

/** The body as JSON, or tooLarge once Content-Length or the bytes read pass the cap (returning cancels the rest). */
async function boundedJson(request: Request): Promise<unknown> {
  if (Number(request.headers.get('content-length')) > maxPayloadBytes) return tooLarge
  if (!request.body) return undefined
  const chunks: BlobPart[] = []
  let bytesRead = 0
  for await (const chunk of request.body) {
    bytesRead += chunk.byteLength
    if (bytesRead > maxPayloadBytes) return tooLarge
    chunks.push(chunk)
  }
  return JSON.parse(await new Blob(chunks).text())
}

/** Compares in time that does not depend on where the strings differ. */
function sameSecret(given: string, expected: string): boolean {
  const [a, b] = [given, expected].map((text) => new TextEncoder().encode(text))
  return a!.length === b!.length && timingSafeEqual(a!, b!)
}

const json = (status: number, body: unknown) => Response.json(body, { status })

async function callDatabase(settings: Settings, send: typeof fetch, name: string, id: number | string) {
  const key = settings.serviceRoleKey
  const response = await send(`${settings.supabaseUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ enquiry_id: id }),
  })
  if (!response.ok) throw new Error(`The database answered ${response.status} to ${name}`)
  return (await response.json()) as unknown
}

/**
 * 401 without the secret, 413 over the cap, 400 for anything but a webhook's payload, 404 for an enquiry not stored
 * and 409 for one delivered; 502 when the database or the email API fails, so that the job tries again.
 */
export async function handleWebhook(request: Request, settings: Settings, send: typeof fetch = fetch) {
  if (request.method !== 'POST') return json(405, { error: 'Use POST' })
  if (!sameSecret(request.headers.get(webhookSecretHeader) ?? '', settings.webhookSecret))
    return json(401, { error: 'Wrong or missing webhook secret' })

  // A body that breaks off while being read, or is not JSON, is refused below like any other that is not a webhook's.
  const payload = (await boundedJson(request).catch(() => undefined)) as
    | { type?: unknown; table?: unknown; schema?: unknown; record?: { id?: unknown } | null }
    | typeof tooLarge
    | undefined
  if (payload === tooLarge) return json(413, { error: `The payload is larger than ${maxPayloadBytes / 1024} KiB` })
  const { type, table, schema } = webhookPayload(0)
  if (payload?.type !== type || payload.table !== table || payload.schema !== schema)
    return json(400, { error: `Expected a Database Webhook INSERT payload for public.${enquiryTable}` })
  const id = storedEnquiry.shape.id.safeParse(payload.record?.id)
  if (!id.success) return json(400, { error: `record.id ${id.error.issues[0]?.message}` })

  try {
    // The payload only names the enquiry: what is mailed is the row as stored, read with the function's own key.
    const stored = (await callDatabase(settings, send, 'enquiry_for_delivery', id.data)) as { delivered_at?: unknown }
    if (stored === null) return json(404, { error: `No enquiry #${id.data} is stored` })
    if (stored.delivered_at) return json(409, { error: `Enquiry #${id.data} is already delivered` })
    const record = storedEnquiry.safeParse(stored)
    if (!record.success) {
      const problems = record.error.issues.map((issue) => `${['record', ...issue.path].join('.')} ${issue.message}`)
      const error = `Enquiry #${id.data} cannot be mailed: ${problems.join('; ')}`
      console.error(error)
      return json(500, { error })
    }

    const enquiry = record.data
    const response = await send(`${settings.apiUrl}/emails`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${settings.apiKey}`,
        'Content-Type': 'application/json',
        // One key per enquiry: should recording the delivery fail, the next attempt's email is not sent twice.
        'Idempotency-Key': enquiry.delivery_key,
      },
      body: JSON.stringify(enquiryEmail(enquiry, settings)),
    })
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 500)
      console.error(`The email API answered ${response.status} for enquiry #${enquiry.id}: ${detail}`)
      return json(502, { error: `The email API answered ${response.status}` })
    }
    await callDatabase(settings, send, 'record_enquiry_delivery', enquiry.id)
    return json(200, { sent: true, id: enquiry.id })
  } catch (error) {
    console.error(`Enquiry #${id.data} was not delivered: ${(error as Error).message}`)
    return json(502, { error: (error as Error).message })
  }
}
