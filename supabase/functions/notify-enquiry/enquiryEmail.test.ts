// The team's email for an enquiry: every field in it, and nothing a visitor typed able to add a header or hide text.
import { describe, expect, it } from 'vitest'
import { enquiryEmail, headerText } from './enquiryEmail.ts'
import { sampleEnquiry, sampleSettings } from './fixtures/sampleEnquiry.ts'

const settings = sampleSettings

const enquiry = sampleEnquiry

describe('enquiryEmail', () => {
  it('writes a plain-text email with every field, the visitor as Reply-To and the name in the subject', () => {
    const email = enquiryEmail(enquiry, settings)
    expect(email).toMatchObject({
      from: settings.from,
      to: settings.to,
      reply_to: 'asha@example.com',
      subject: 'New enquiry from Asha Rao, Greenfield School',
    })
    expect(email.text).toContain('Name:     Asha Rao\n')
    expect(email.text).toContain('Email:    asha@example.com\n')
    expect(email.text).toContain('Company:  Greenfield School\n')
    expect(email.text).toContain('Phone:    +91 98765 43210\n')
    expect(email.text).toContain('Received: 2026-11-22 14:44 Asia/Kolkata (UTC+05:30)\n')
    expect(email.text).toContain('Message:\n\nWe would like a pilot\nfor two classes.\n')
    expect(email.text).toContain('Enquiry #42.')
  })

  it.each([
    ['Asia/Kolkata', '2026-11-23 01:30 Asia/Kolkata (UTC+05:30)'],
    ['America/St_Johns', '2026-11-22 16:30 America/St_Johns (UTC-03:30)'],
    ['Europe/London', '2026-11-22 20:00 Europe/London (UTC+00:00)'],
  ])('gives the time an enquiry arrived on the clock of the team in %s, naming the zone', (timeZone, received) => {
    const lateEvening = { ...enquiry, received_at: '2026-11-22T20:00:59.999Z' }
    expect(enquiryEmail(lateEvening, { ...settings, timeZone }).text).toContain(`Received: ${received}\n`)
  })

  it('says when the optional fields were left empty', () => {
    const email = enquiryEmail({ ...enquiry, company: null, phone_number: null }, settings)
    expect(email.subject).toBe('New enquiry from Asha Rao')
    expect(email.text).toContain('Company:  (not given)\n')
    expect(email.text).toContain('Phone:    (not given)\n')
  })

  it('ends the sign-off with one full stop when the name ends with its own', () => {
    const email = enquiryEmail({ ...enquiry, name: 'Asha Rao Jr.' }, settings)
    expect(email.text).toMatch(/ Asha Rao Jr\.$/)
    expect(email.text).not.toContain('Jr..')
  })

  it('shows a domain beyond ASCII in its ASCII form too, so a lookalike of a known one stands out', () => {
    const lookalike = enquiryEmail(
      { ...enquiry, email: 'principal@\u0455\u0441\u04bb\u043e\u043e\u04cf.org' },
      settings,
    )
    expect(lookalike.text).toContain(
      'Email:    principal@\u0455\u0441\u04bb\u043e\u043e\u04cf.org (domain in ASCII: xn--',
    )
    expect(lookalike.reply_to).toBe('principal@\u0455\u0441\u04bb\u043e\u043e\u04cf.org')
    expect(enquiryEmail({ ...enquiry, email: 'Asha@Example.COM' }, settings).text).toContain(
      'Email:    Asha@Example.COM\n',
    )
  })

  it('keeps line breaks and controls out of every header, so no field can add a header of its own', () => {
    const email = enquiryEmail(
      {
        ...enquiry,
        name: 'Asha\r\nBcc: everyone@example.net',
        company: 'X\u2028Y\u0000Z',
        email: 'asha@example.com\r\nBcc: x@example.net',
      },
      settings,
    )
    expect(email.subject).toBe('New enquiry from Asha Bcc: everyone@example.net, X Y Z')
    expect(email.subject).not.toMatch(/[\r\n\u2028]/)
    // An address that is not one plain mailbox is not used as Reply-To at all.
    expect(email.reply_to).toBeUndefined()
    for (const line of email.text.split('\n').slice(0, 8))
      expect([...line].filter((character) => ['\r', '\u2028', '\u0000'].includes(character))).toEqual([])
  })

  it('uses only a plain mailbox as Reply-To', () => {
    for (const email of [
      'asha@example.com?cc=x%40evil.example',
      'asha@example.com, boss@example.com',
      'Asha <asha@example.com>',
      'asha@localhost',
    ])
      expect(enquiryEmail({ ...enquiry, email }, settings).reply_to).toBeUndefined()
    for (const email of ['asha.rao+pilot@greenfield.school', 'asha@schüle.example.de'])
      expect(enquiryEmail({ ...enquiry, email }, settings).reply_to).toBe(email)
  })

  it('keeps the message as typed but without controls or bidirectional overrides', () => {
    // Tag characters too, which can spell text no reader sees.
    const message = 'नमस्ते! 👩‍🏫\r\nLine\ttwo\u001b[31m \u202Eevil\u{E0041}\u{E0042}'
    const email = enquiryEmail({ ...enquiry, message }, settings)
    expect(email.text).toContain('Message:\n\nनमस्ते! 👩‍🏫\nLine\ttwo[31m evil\n')
  })

  it('keeps bidirectional controls and other invisible format characters out of the subject', () => {
    const email = enquiryEmail(
      { ...enquiry, name: '\u200FAsha\u2066 Rao\u202E\u{E0041}', company: 'Green\u00ADfield\u200B School\uFEFF\u061C' },
      settings,
    )
    expect(email.subject).toBe('New enquiry from Asha Rao, Greenfield School')
    expect(email.text).toContain('Name:     Asha Rao\n')
  })

  it('refuses in the subject as sent what the database refuses, even when taking invisible characters out forms it', () => {
    const encodedWord = /=\?[^?\s]+\?[bq]\?[^?\s]*\?=/i
    for (const invisible of ['\u00AD', '\u200B', '\u2060']) {
      const company = `Acme =${invisible}?UTF-8?B?4oCuZ25wLmV4ZQ==?=`
      expect(enquiryEmail({ ...enquiry, company }, settings).subject).not.toMatch(encodedWord)
    }
    for (const marks of ['\u0336\u0336\u0336\u0336', '\u0300\u0301\u0302\u0303']) {
      const smeared = enquiryEmail({ ...enquiry, company: `Acme Z${`${marks}\u00AD`.repeat(30)}Z` }, settings)
      expect(smeared.subject).toMatch(/\p{M}{4}/u)
      expect(smeared.subject).not.toMatch(/\p{M}{5}/u)
    }
    expect(headerText('\u2588\u00AD'.repeat(6))).toBe('\u2588'.repeat(4))
    expect(headerText('Asha \u00AD\uFE0F\u{E0100}\u00AD\u{E0101}')).toBe('Asha')
    expect(headerText('Tea \u2615\uFE0F')).toBe('Tea \u2615\uFE0F')
  })

  it('bounds a header that is far too long', () => {
    expect(headerText('x'.repeat(500), 160)).toHaveLength(160)
  })

  it('cuts a long header between characters, never inside one', () => {
    const line = headerText('😀🙂'.repeat(100), 160)
    expect([...line]).toHaveLength(160)
    expect(line).not.toMatch(/\p{Cs}/u)
  })
})
