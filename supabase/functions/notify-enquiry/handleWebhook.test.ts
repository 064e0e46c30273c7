// One webhook call answered: the secret, the payload's size and shape, the stored row it names, and one email per enquiry.
import { describe, expect, it } from 'vitest'
import { enquiryEmail } from './enquiryEmail.ts'
import { webhookSecretHeader as secretHeader, type Enquiry } from '../_shared/enquiry.ts'
import { sampleEnquiry, sampleSettings } from './fixtures/sampleEnquiry.ts'
import { handleWebhook, maxPayloadBytes } from './handleWebhook.ts'

const settings = sampleSettings

const enquiry = sampleEnquiry

const payload = (record: Record<string, unknown> = { id: enquiry.id }) => ({
  type: 'INSERT',
  table: 'contact_form_submissions',
  schema: 'public',
  record,
  old_record: null,
})

const functionUrl = 'https://project.test/functions/v1/notify-enquiry'

/** A webhook call with `secret` in its header, or none when `secret` is null. */
function webhookCall(
  body: unknown,
  secret: string | null = settings.webhookSecret,
  headers: Record<string, string> = {},
) {
  return new Request(functionUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(secret === null ? {} : { [secretHeader]: secret }), ...headers },
    body: JSON.stringify(body),
  })
}

/** A webhook call whose body arrives in 16 KiB chunks without a Content-Length, counting how much of it was read. */
function streamedWebhookCall(body: unknown) {
  const bytes = new TextEncoder().encode(JSON.stringify(body))
  const chunkSize = 16 * 1024
  let sent = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes.length) return controller.close()
      controller.enqueue(bytes.slice(sent, sent + chunkSize))
      sent += chunkSize
    },
  })
  // duplex is how fetch streams a request body; TypeScript's RequestInit does not know it yet.
  const request = new Request(functionUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [secretHeader]: settings.webhookSecret },
    body: stream,
    duplex: 'half',
  } as RequestInit)
  return { request, size: bytes.length, bytesSent: () => Math.min(sent, bytes.length) }
}

const oneMegabyte = 'x'.repeat(1024 * 1024)

/**
 * The project as the function meets it: the database's two delivery functions, holding `stored` (by id), and the
 * email API answering `status`. Records what the API was asked and which enquiries were recorded as delivered.
 */
function project(stored: Record<string, unknown>[] = [enquiry], status = 200) {
  const rows = new Map<string, Record<string, unknown>>(
    stored.map((row) => [String(row.id), { delivered_at: null, ...row }]),
  )
  const calls: { url: string; headers: Headers; body: Record<string, unknown> }[] = []
  const send = (async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers)
    const body = JSON.parse(String(init.body))
    const rpc = /\/rest\/v1\/rpc\/(\w+)$/.exec(url)?.[1]
    if (rpc) {
      expect(url.startsWith(settings.supabaseUrl)).toBe(true)
      expect(headers.get('authorization')).toBe(`Bearer ${settings.serviceRoleKey}`)
      const row = rows.get(String(body.enquiry_id))
      if (rpc === 'enquiry_for_delivery') return Response.json(row ?? null)
      if (row) row.delivered_at ??= new Date().toISOString()
      return Response.json(row ? true : null)
    }
    calls.push({ url, headers, body })
    return Response.json(status < 300 ? { id: 'email-1' } : { message: 'refused' }, { status })
  }) as typeof fetch
  const delivered = () => [...rows.values()].filter((row) => row.delivered_at).map((row) => row.id)
  return { calls, send, delivered }
}

/** A stored row whose `field` holds `value` is not mailed, and the error names the field. */
async function expectRefusedNaming(field: string, value: unknown) {
  const api = project([{ ...enquiry, [field]: value }])
  const response = await handleWebhook(webhookCall(payload()), settings, api.send)
  expect(response.status).toBe(500)
  expect((await response.json()).error).toContain(`record.${field} `)
  expect(api.calls).toEqual([])
  expect(api.delivered()).toEqual([])
}

describe('handleWebhook', () => {
  it('mails the stored enquiry the payload names, through the configured API, and records its delivery', async () => {
    const api = project()
    const response = await handleWebhook(webhookCall(payload()), settings, api.send)
    expect(response.status).toBe(200)
    expect(api.calls).toHaveLength(1)
    const [call] = api.calls
    expect(call!.url).toBe('https://email.test/emails')
    expect(call!.headers.get('authorization')).toBe('Bearer re_test')
    expect(call!.headers.get('idempotency-key')).toBe(enquiry.delivery_key)
    expect(call!.body).toEqual(enquiryEmail(enquiry, settings))
    expect(api.delivered()).toEqual([42])
  })

  it('mails what is stored, not what the payload carries', async () => {
    const api = project()
    const forged = { ...enquiry, name: 'Mallory', message: 'Forward every enquiry to mallory@example.net' }
    expect((await handleWebhook(webhookCall(payload(forged)), settings, api.send)).status).toBe(200)
    expect(api.calls[0]!.body).toEqual(enquiryEmail(enquiry, settings))
  })

  it('refuses an enquiry that is not stored, or already delivered, and mails nothing', async () => {
    const api = project()
    expect((await handleWebhook(webhookCall(payload({ id: 43 })), settings, api.send)).status).toBe(404)
    expect((await handleWebhook(webhookCall(payload()), settings, api.send)).status).toBe(200)
    expect((await handleWebhook(webhookCall(payload()), settings, api.send)).status).toBe(409)
    expect(api.calls).toHaveLength(1)
  })

  it('asks for the same email under the same idempotency key when recording the delivery failed, so it is sent once', async () => {
    const api = project()
    let recordings = 0
    const failingOnce = (async (url: string, init: RequestInit) =>
      url.endsWith('/record_enquiry_delivery') && recordings++ === 0
        ? new Response('down', { status: 503 })
        : api.send(url, init)) as typeof fetch
    expect((await handleWebhook(webhookCall(payload()), settings, failingOnce)).status).toBe(502)
    expect(api.delivered()).toEqual([])
    expect((await handleWebhook(webhookCall(payload()), settings, failingOnce)).status).toBe(200)
    expect(api.calls.map((call) => call.headers.get('idempotency-key'))).toEqual([
      enquiry.delivery_key,
      enquiry.delivery_key,
    ])
    expect(new Set(api.calls.map((call) => JSON.stringify(call.body))).size).toBe(1)
  })

  it.each<[keyof Enquiry, unknown]>([
    ['company', 7],
    ['company', { name: 'Greenfield' }],
    ['company', ['Greenfield']],
    ['phone_number', { number: '+91 98765 43210' }],
    ['phone_number', 919876543210],
    ['name', 42],
    ['email', null],
    ['message', ['Hello']],
    ['created_at', 1795000000000],
    ['received_at', {}],
  ])(
    'does not mail a stored record.%s = %j, naming the field, instead of failing while writing the email',
    async (field, value) => {
      await expectRefusedNaming(field, value)
    },
  )

  it.each<[keyof Enquiry, string]>([
    ['name', 'a'.repeat(121)],
    ['email', `${'a'.repeat(243)}@example.com`],
    ['company', 'c'.repeat(161)],
    ['phone_number', `+91 ${'9'.repeat(30)}`],
    ['message', '😀'.repeat(5001)],
  ])('does not mail a record.%s longer than the database stores, naming it', async (field, value) => {
    await expectRefusedNaming(field, value)
  })

  it('mails the largest row the database stores, in 4-byte characters', async () => {
    const largest = {
      ...enquiry,
      name: '𝒜'.repeat(120),
      email: `${'😀'.repeat(248)}@ex.io`,
      company: '😀'.repeat(160),
      phone_number: `+1234 ${'9'.repeat(20)}`,
      message: '😀'.repeat(5000),
    }
    expect((await handleWebhook(webhookCall(payload()), settings, project([largest]).send)).status).toBe(200)
  })

  it.each([{ id: 42 }, 4.2, '42; drop table', null])('refuses a payload whose record.id is %j', async (id) => {
    const api = project()
    const response = await handleWebhook(webhookCall(payload({ id })), settings, api.send)
    expect(response.status).toBe(400)
    expect((await response.json()).error).toContain('record.id ')
    expect(api.calls).toEqual([])
  })

  it('refuses a payload over the cap by its Content-Length, without reading it', async () => {
    const api = project()
    const body = payload({ id: 42, message: oneMegabyte })
    const request = webhookCall(body, settings.webhookSecret, { 'Content-Length': String(JSON.stringify(body).length) })
    expect((await handleWebhook(request, settings, api.send)).status).toBe(413)
    expect(request.bodyUsed).toBe(false)
    expect(api.calls).toEqual([])
  })

  it.each([
    ['without a Content-Length', (body: unknown) => webhookCall(body)],
    [
      'with a Content-Length shorter than the body',
      (body: unknown) => webhookCall(body, settings.webhookSecret, { 'Content-Length': '100' }),
    ],
  ])('refuses a payload over the cap %s once the cap is read', async (_, call) => {
    const api = project()
    expect((await handleWebhook(call(payload({ id: 42, message: oneMegabyte })), settings, api.send)).status).toBe(413)
    expect(api.calls).toEqual([])
  })

  it('stops reading a streamed payload soon after the cap', async () => {
    const streamed = streamedWebhookCall(payload({ id: 42, message: oneMegabyte }))
    expect((await handleWebhook(streamed.request, settings, project().send)).status).toBe(413)
    // A stream may have a chunk or two queued ahead of its reader.
    expect(streamed.bytesSent()).toBeLessThan(maxPayloadBytes + 3 * 16 * 1024)
  })

  it('refuses a wrong or missing secret and sends nothing', async () => {
    for (const secret of ['wrong', '', null, `${settings.webhookSecret}x`, settings.webhookSecret.slice(0, -1)]) {
      const api = project()
      expect((await handleWebhook(webhookCall(payload(), secret), settings, api.send)).status).toBe(401)
      expect(api.calls).toEqual([])
    }
  })

  it('refuses what is not an insert into contact_form_submissions', async () => {
    for (const body of [
      { ...payload(), type: 'UPDATE' },
      { ...payload(), table: 'other' },
      { ...payload(), record: null },
      'text',
    ]) {
      const api = project()
      expect((await handleWebhook(webhookCall(body), settings, api.send)).status).toBe(400)
      expect(api.calls).toEqual([])
    }
    expect(
      (await handleWebhook(new Request('https://project.test/', { method: 'GET' }), settings, project().send)).status,
    ).toBe(405)
  })

  it('answers 502 when the email API refuses or the database cannot be reached, and records no delivery', async () => {
    const refusing = project([enquiry], 422)
    expect((await handleWebhook(webhookCall(payload()), settings, refusing.send)).status).toBe(502)
    expect(refusing.delivered()).toEqual([])
    const unreachable = (async () => {
      throw new TypeError('fetch failed')
    }) as typeof fetch
    expect((await handleWebhook(webhookCall(payload()), settings, unreachable)).status).toBe(502)
  })
})
