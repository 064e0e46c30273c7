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

// Line breaks and every other control, including Unicode's line and paragraph separators: none
// belongs in a header, and a line break there would start a new one.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const headerControls = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g
// Characters that show nothing: tag characters (which can spell hidden text), bidirectional controls
// and every other format character, but not the joiners that emoji and Indic scripts are written with.
const invisible = /[\u{E0000}-\u{E007F}]|(?![\u200C\u200D])\p{Cf}/gu
// In the body, tab and line feed stay; bidirectional overrides and tag characters go.
// eslint-disable-next-line no-control-regex -- as above
const bodyUnsafe = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u{E0000}-\u{E007F}]/gu

/** One line of text for a header: invisible characters go, controls become a space, runs of spaces one, and it is bounded. */
export function headerText(value: string, maxLength = 200): string {
  const line = value.replace(invisible, '').replace(headerControls, ' ').replace(/\s+/g, ' ').trim()
  // Counted in code points, as the database counts them, so a cut never splits a character in two.
  const characters = [...line]
  return characters.length > maxLength ? `${characters.slice(0, maxLength - 1).join('')}…` : line
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

/**
 * The largest body read: the largest row the database stores (about 23 KB in UTF-8) in the webhook's
 * wrapper fits several times over, and still fits with every character \u-escaped (about 67 KB).
 */
export const maxPayloadBytes = 128 * 1024

const tooLarge = Symbol('larger than allowed')

/**
 * The body as text, or tooLarge as soon as Content-Length or the bytes that arrive pass maxBytes, so a
 * body without a Content-Length, or longer than it said, is never read into memory whole.
 */
async function boundedText(request: Request, maxBytes: number): Promise<string | typeof tooLarge> {
  if (Number(request.headers.get('content-length')) > maxBytes) return tooLarge
  if (!request.body) return ''
  const reader = request.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let bytesRead = 0
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytesRead += chunk.value.byteLength
    if (bytesRead > maxBytes) {
      await reader.cancel()
      return tooLarge
    }
    text += decoder.decode(chunk.value, { stream: true })
  }
  return text + decoder.decode()
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function isInsertIntoSubmissions(payload: unknown): payload is { record: unknown } {
  const candidate = payload as Partial<InsertPayload> | null | undefined
  return candidate?.type === 'INSERT' && candidate.table === 'contact_form_submissions' && candidate.schema === 'public'
}

/**
 * Each text field of the row, whether it may be null, and the most characters the database stores in
 * it, counted as char_length counts them (code points). The function checks them itself rather than
 * trust that whatever calls it sends only stored rows.
 */
const textFields = {
  name: { nullable: false, maxLength: 120 },
  email: { nullable: false, maxLength: 254 },
  company: { nullable: true, maxLength: 160 },
  // The longest number the phone check's pattern accepts.
  phone_number: { nullable: true, maxLength: 26 },
  message: { nullable: false, maxLength: 5000 },
  // Postgres writes a timestamptz in about 32 characters.
  created_at: { nullable: false, maxLength: 64 },
  received_at: { nullable: false, maxLength: 64 },
} satisfies Record<Exclude<keyof Enquiry, 'id'>, { nullable: boolean; maxLength: number }>

// A bigint identity: JSON carries it as a number, or as text when it is too large for one.
const isRowId = (id: unknown) => (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) || (typeof id === 'string' && /^[1-9][0-9]{0,18}$/.test(id))

/** Every way the record is not a row the database could have stored, each naming its field. */
function recordProblems(record: unknown): string[] {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return ['record must be an object']
  const row = record as Record<string, unknown>
  const problems = isRowId(row.id) ? [] : ['record.id must be a positive whole number, or one written as text']
  for (const [field, { nullable, maxLength }] of Object.entries(textFields)) {
    const value = row[field]
    if (typeof value === 'string') {
      if ([...value].length > maxLength) problems.push(`record.${field} is longer than the ${maxLength} characters the database stores`)
    } else if (!(nullable && value === null)) {
      problems.push(`record.${field} must be text${nullable ? ' or null' : ''}`)
    }
  }
  return problems
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/**
 * Answers one webhook call: 401 without the right secret, 413 for a body over maxPayloadBytes, 400 for
 * anything but an insert into contact_form_submissions of a row the database could have stored (naming
 * each field that is not), 502 when the email API refuses (so the caller may retry), 200 once sent.
 * The email API is asked with an idempotency key per enquiry, so a retried call sends one email.
 */
export async function handleWebhook(request: Request, settings: Settings, send: typeof fetch = fetch): Promise<Response> {
  if (request.method !== 'POST') return json(405, { error: 'Use POST' })
  if (!sameSecret(request.headers.get(secretHeader) ?? '', settings.webhookSecret)) return json(401, { error: 'Wrong or missing webhook secret' })

  // A body that breaks off while being read is refused below like any other that is not JSON.
  const body = await boundedText(request, maxPayloadBytes).catch(() => '')
  if (body === tooLarge) return json(413, { error: `The payload is larger than ${maxPayloadBytes / 1024} KiB` })
  const payload = parsedJson(body)
  if (!isInsertIntoSubmissions(payload)) return json(400, { error: 'Expected a Database Webhook INSERT payload for public.contact_form_submissions' })
  const problems = recordProblems(payload.record)
  if (problems.length > 0) return json(400, { error: `Not a row of public.contact_form_submissions: ${problems.join('; ')}` })

  const enquiry = payload.record as Enquiry
  const email = enquiryEmail(enquiry, settings)
  const response = await send(`${settings.apiUrl}/emails`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${settings.apiKey}`, 'Content-Type': 'application/json', 'Idempotency-Key': `new-enquiry/${enquiry.id}` },
    body: JSON.stringify(email),
  })
  if (!response.ok) {
    const detail = (await response.text().catch(() => '')).slice(0, 500)
    console.error(`The email API answered ${response.status} for enquiry #${enquiry.id}: ${detail}`)
    return json(502, { error: `The email API answered ${response.status}` })
  }
  return json(200, { sent: true, id: enquiry.id })
}
