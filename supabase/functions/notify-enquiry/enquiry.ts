/**
 * The edge function notify-enquiry, without the runtime: a Supabase Database Webhook posts each new
 * row of contact_form_submissions here, and this turns it into a plain-text email to the team, sent
 * through Resend's HTTP API. Plain TypeScript on web-standard Request, Response and fetch, so Deno
 * runs it in production (index.ts) and Node runs it in the tests and behind `npm start`.
 */

export interface Settings {
  /** Shared with the webhook, which sends it in the x-webhook-secret header. */
  webhookSecret: string
  /** The email API's key, sent as a bearer token. */
  apiKey: string
  /** The email API's base URL: Resend's, or a local capture inbox. */
  apiUrl: string
  /** The sender, on a domain the email API has verified, e.g. "Website <enquiries@example.org>". */
  from: string
  /** Who receives each enquiry. */
  to: string[]
}

/** The names of the function's secrets, as set with `supabase secrets set`. */
export const settingNames = {
  webhookSecret: 'ENQUIRY_WEBHOOK_SECRET',
  apiKey: 'RESEND_API_KEY',
  apiUrl: 'RESEND_API_URL',
  from: 'ENQUIRY_EMAIL_FROM',
  to: 'ENQUIRY_EMAIL_TO',
} as const

export const secretHeader = 'x-webhook-secret'
const defaultApiUrl = 'https://api.resend.com'

/** Reads the settings, naming every one that is missing. */
export function settingsFrom(read: (name: string) => string | undefined): Settings {
  const value = (name: string) => read(name)?.trim() ?? ''
  const missing = [settingNames.webhookSecret, settingNames.apiKey, settingNames.from, settingNames.to].filter((name) => !value(name))
  if (missing.length > 0) throw new Error(`notify-enquiry is missing the secret${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`)
  return {
    webhookSecret: value(settingNames.webhookSecret),
    apiKey: value(settingNames.apiKey),
    apiUrl: (value(settingNames.apiUrl) || defaultApiUrl).replace(/\/+$/, ''),
    from: value(settingNames.from),
    to: value(settingNames.to)
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
  }
}

/** A row of contact_form_submissions as the webhook sends it. */
export interface Enquiry {
  id: number | string
  name: string
  email: string
  company: string | null
  phone_number: string | null
  message: string
  created_at: string
  received_at: string
}

/** Supabase's Database Webhook payload for an insert. */
export interface InsertPayload {
  type: 'INSERT'
  table: string
  schema: string
  record: Enquiry
  old_record: null
}

export interface Email {
  from: string
  to: string[]
  reply_to?: string
  subject: string
  text: string
}

// Line breaks and every other control, including Unicode's line and paragraph separators and the
// bidirectional controls: none belongs in a header, and a line break there would start a new one.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const headerUnsafe = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]+/g
// In the body, tab and line feed stay.
// eslint-disable-next-line no-control-regex -- as above
const bodyUnsafe = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g

/** One line of text for a header: controls become a space, runs of spaces one, and it is bounded. */
export function headerText(value: string, maxLength = 200): string {
  const line = value.replace(headerUnsafe, ' ').replace(/\s+/g, ' ').trim()
  return line.length > maxLength ? `${line.slice(0, maxLength - 1)}…` : line
}

/** A plausible single mailbox for Reply-To, or nothing: never a list, a display name or a header. */
function replyAddress(email: string): string | undefined {
  const address = headerText(email, 254)
  // The domain: letters (of any script), digits, hyphens and dots; nothing that could add a query or a second address.
  return /^[^\s@",;<>()[\]\\]+@[^\s!-,/:-@[-`{-~]+\.[^\s!-/:-@[-`{-~]+$/.test(address) ? address : undefined
}

function receivedTime(value: string): string {
  const time = new Date(value)
  return Number.isNaN(time.getTime()) ? headerText(value) : `${time.toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

/** The email for one enquiry: the visitor's address as Reply-To, so answering reaches them. */
export function enquiryEmail(enquiry: Enquiry, settings: Pick<Settings, 'from' | 'to'>): Email {
  const name = headerText(enquiry.name, 120) || 'someone'
  const company = enquiry.company ? headerText(enquiry.company, 160) : ''
  const field = (label: string, value: string) => `${`${label}:`.padEnd(10)}${value}`
  const text = [
    'A new enquiry came in through the contact form on the website.',
    '',
    field('Name', name),
    field('Email', headerText(enquiry.email, 254)),
    field('Company', company || '(not given)'),
    field('Phone', enquiry.phone_number ? headerText(enquiry.phone_number, 40) : '(not given)'),
    field('Received', receivedTime(enquiry.received_at)),
    '',
    'Message:',
    '',
    enquiry.message.replace(/\r\n?/g, '\n').replace(bodyUnsafe, ''),
    '',
    '-- ',
    `Enquiry #${headerText(String(enquiry.id), 40)}. Reply to this email to answer ${name}.`,
  ].join('\n')
  const reply = replyAddress(enquiry.email)
  return {
    from: settings.from,
    to: settings.to,
    ...(reply ? { reply_to: reply } : {}),
    subject: headerText(`New enquiry from ${name}${company ? `, ${company}` : ''}`, 160),
    text,
  }
}

/** Compares two strings in time that does not depend on where they differ. */
function sameSecret(given: string, expected: string): boolean {
  const encoder = new TextEncoder()
  const a = encoder.encode(given)
  const b = encoder.encode(expected)
  let difference = a.length ^ b.length
  for (let index = 0; index < b.length; index++) difference |= (a[index] ?? 0) ^ b[index]!
  return difference === 0
}

function isInsertPayload(payload: unknown): payload is InsertPayload {
  const candidate = payload as Partial<InsertPayload> | null
  const record = candidate?.record as Partial<Enquiry> | undefined
  return (
    candidate?.type === 'INSERT' &&
    candidate.table === 'contact_form_submissions' &&
    candidate.schema === 'public' &&
    typeof record === 'object' &&
    record !== null &&
    (typeof record.id === 'number' || typeof record.id === 'string') &&
    typeof record.name === 'string' &&
    typeof record.email === 'string' &&
    typeof record.message === 'string' &&
    typeof record.received_at === 'string'
  )
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/**
 * Answers one webhook call: 401 without the right secret, 400 for anything but an insert into
 * contact_form_submissions, 502 when the email API refuses (so the caller may retry), 200 once sent.
 * The email API is asked with an idempotency key per enquiry, so a retried call sends one email.
 */
export async function handleWebhook(request: Request, settings: Settings, send: typeof fetch = fetch): Promise<Response> {
  if (request.method !== 'POST') return json(405, { error: 'Use POST' })
  if (!sameSecret(request.headers.get(secretHeader) ?? '', settings.webhookSecret)) return json(401, { error: 'Wrong or missing webhook secret' })

  const payload: unknown = await request.json().catch(() => undefined)
  if (!isInsertPayload(payload)) return json(400, { error: 'Expected a Database Webhook INSERT payload for public.contact_form_submissions' })

  const email = enquiryEmail(payload.record, settings)
  const response = await send(`${settings.apiUrl}/emails`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${settings.apiKey}`, 'Content-Type': 'application/json', 'Idempotency-Key': `new-enquiry/${payload.record.id}` },
    body: JSON.stringify(email),
  })
  if (!response.ok) {
    const detail = (await response.text().catch(() => '')).slice(0, 500)
    console.error(`The email API answered ${response.status} for enquiry #${payload.record.id}: ${detail}`)
    return json(502, { error: `The email API answered ${response.status}` })
  }
  return json(200, { sent: true, id: payload.record.id })
}
