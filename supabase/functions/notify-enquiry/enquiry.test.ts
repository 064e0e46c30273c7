import { describe, expect, it } from 'vitest'
import { enquiryEmail, handleWebhook, headerText, secretHeader, settingNames, settingsFrom, type Enquiry, type Settings } from './enquiry.ts'

const settings: Settings = { webhookSecret: 'a-long-shared-secret', apiKey: 're_test', apiUrl: 'https://email.test', from: 'Website <enquiries@example.org>', to: ['team@example.org', 'sales@example.org'] }

const enquiry: Enquiry = {
  id: 42,
  name: 'Asha Rao',
  email: 'asha@example.com',
  company: 'Greenfield School',
  phone_number: '+91 98765 43210',
  message: 'We would like a pilot\nfor two classes.',
  created_at: '2026-11-22T09:14:03.120Z',
  received_at: '2026-11-22T09:14:03.456Z',
}

const payload = (record: Partial<Enquiry> = {}) => ({ type: 'INSERT', table: 'contact_form_submissions', schema: 'public', record: { ...enquiry, ...record }, old_record: null })

/** A webhook call with `secret` in its header, or none when `secret` is null. */
function webhookCall(body: unknown, secret: string | null = settings.webhookSecret) {
  return new Request('https://project.test/functions/v1/notify-enquiry', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(secret === null ? {} : { [secretHeader]: secret }) },
    body: JSON.stringify(body),
  })
}

/** A stand-in for the email API that records what it was asked and answers with `status`. */
function emailApi(status = 200) {
  const calls: { url: string; headers: Headers; body: Record<string, unknown> }[] = []
  const send = (async (url: string, init: RequestInit) => {
    calls.push({ url, headers: new Headers(init.headers), body: JSON.parse(String(init.body)) })
    return new Response(JSON.stringify(status < 300 ? { id: 'email-1' } : { message: 'refused' }), { status })
  }) as typeof fetch
  return { calls, send }
}

describe('enquiryEmail', () => {
  it('writes a plain-text email with every field, the visitor as Reply-To and the name in the subject', () => {
    const email = enquiryEmail(enquiry, settings)
    expect(email).toMatchObject({ from: settings.from, to: settings.to, reply_to: 'asha@example.com', subject: 'New enquiry from Asha Rao, Greenfield School' })
    expect(email.text).toContain('Name:     Asha Rao\n')
    expect(email.text).toContain('Email:    asha@example.com\n')
    expect(email.text).toContain('Company:  Greenfield School\n')
    expect(email.text).toContain('Phone:    +91 98765 43210\n')
    expect(email.text).toContain('Received: 2026-11-22 09:14 UTC\n')
    expect(email.text).toContain('Message:\n\nWe would like a pilot\nfor two classes.\n')
    expect(email.text).toContain('Enquiry #42.')
  })

  it('says when the optional fields were left empty', () => {
    const email = enquiryEmail({ ...enquiry, company: null, phone_number: null }, settings)
    expect(email.subject).toBe('New enquiry from Asha Rao')
    expect(email.text).toContain('Company:  (not given)\n')
    expect(email.text).toContain('Phone:    (not given)\n')
  })

  it('keeps line breaks and controls out of every header, so no field can add a header of its own', () => {
    const email = enquiryEmail({ ...enquiry, name: 'Asha\r\nBcc: everyone@example.net', company: 'X\u2028Y\u0000Z', email: 'asha@example.com\r\nBcc: x@example.net' }, settings)
    expect(email.subject).toBe('New enquiry from Asha Bcc: everyone@example.net, X Y Z')
    expect(email.subject).not.toMatch(/[\r\n\u2028]/)
    // An address that is not one plain mailbox is not used as Reply-To at all.
    expect(email.reply_to).toBeUndefined()
    for (const line of email.text.split('\n').slice(0, 8)) expect([...line].filter((character) => ['\r', '\u2028', '\u0000'].includes(character))).toEqual([])
  })

  it('uses only a plain mailbox as Reply-To', () => {
    for (const email of ['asha@example.com?cc=x%40evil.example', 'asha@example.com, boss@example.com', 'Asha <asha@example.com>', 'asha@localhost']) expect(enquiryEmail({ ...enquiry, email }, settings).reply_to).toBeUndefined()
    for (const email of ['asha.rao+pilot@greenfield.school', 'asha@schüle.example.de']) expect(enquiryEmail({ ...enquiry, email }, settings).reply_to).toBe(email)
  })

  it('keeps the message as typed but without controls or bidirectional overrides', () => {
    const email = enquiryEmail({ ...enquiry, message: 'Line one\r\nLine\ttwo\u001b[31m \u202Eevil' }, settings)
    expect(email.text).toContain('Line one\nLine\ttwo[31m evil')
  })

  it('bounds a header that is far too long', () => {
    expect(headerText('x'.repeat(500), 160)).toHaveLength(160)
  })
})

describe('handleWebhook', () => {
  it('sends the email through the configured API, once per enquiry however often it is called', async () => {
    const api = emailApi()
    const response = await handleWebhook(webhookCall(payload()), settings, api.send)
    expect(response.status).toBe(200)
    expect(api.calls).toHaveLength(1)
    const [call] = api.calls
    expect(call!.url).toBe('https://email.test/emails')
    expect(call!.headers.get('authorization')).toBe('Bearer re_test')
    expect(call!.headers.get('idempotency-key')).toBe('new-enquiry/42')
    expect(call!.body).toEqual(enquiryEmail(enquiry, settings))
  })

  it('refuses a wrong or missing secret and sends nothing', async () => {
    for (const secret of ['wrong', '', null, `${settings.webhookSecret}x`, settings.webhookSecret.slice(0, -1)]) {
      const api = emailApi()
      expect((await handleWebhook(webhookCall(payload(), secret), settings, api.send)).status).toBe(401)
      expect(api.calls).toEqual([])
    }
  })

  it('refuses what is not an insert into contact_form_submissions', async () => {
    for (const body of [{ ...payload(), type: 'UPDATE' }, { ...payload(), table: 'other' }, { ...payload(), record: null }, { ...payload(), record: { id: 1 } }, 'text']) {
      const api = emailApi()
      expect((await handleWebhook(webhookCall(body), settings, api.send)).status).toBe(400)
      expect(api.calls).toEqual([])
    }
    expect((await handleWebhook(new Request('https://project.test/', { method: 'GET' }), settings, emailApi().send)).status).toBe(405)
  })

  it('answers 502 when the email API refuses, so the caller can try again', async () => {
    expect((await handleWebhook(webhookCall(payload()), settings, emailApi(422).send)).status).toBe(502)
  })
})

describe('settingsFrom', () => {
  it('reads the secrets, with Resend as the default API and a list of recipients', () => {
    const values: Record<string, string> = { [settingNames.webhookSecret]: 's', [settingNames.apiKey]: 'k', [settingNames.from]: 'f@example.org', [settingNames.to]: ' a@example.org, b@example.org ,' }
    expect(settingsFrom((name) => values[name])).toEqual({ webhookSecret: 's', apiKey: 'k', apiUrl: 'https://api.resend.com', from: 'f@example.org', to: ['a@example.org', 'b@example.org'] })
  })

  it('names every missing secret', () => {
    expect(() => settingsFrom(() => undefined)).toThrow('notify-enquiry is missing the secrets ENQUIRY_WEBHOOK_SECRET, RESEND_API_KEY, ENQUIRY_EMAIL_FROM, ENQUIRY_EMAIL_TO')
  })
})
