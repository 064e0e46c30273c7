// The function's secrets: read with their defaults, and every missing one named.
import { describe, expect, it } from 'vitest'
import { settingsFrom } from './settings.ts'

describe('settingsFrom', () => {
  it('reads the secrets, with Resend as the default API and a list of recipients', () => {
    const values: Record<string, string> = {
      ENQUIRY_WEBHOOK_SECRET: 's',
      RESEND_API_KEY: 'k',
      ENQUIRY_EMAIL_FROM: 'f@example.org',
      ENQUIRY_EMAIL_TO: ' a@example.org, b@example.org ,',
      SUPABASE_URL: 'https://project.supabase.co/',
      SUPABASE_SERVICE_ROLE_KEY: 'service',
      ENQUIRY_TIME_ZONE: 'Asia/Kolkata',
    }
    expect(settingsFrom((name) => values[name])).toEqual({
      webhookSecret: 's',
      apiKey: 'k',
      apiUrl: 'https://api.resend.com',
      from: 'f@example.org',
      to: ['a@example.org', 'b@example.org'],
      supabaseUrl: 'https://project.supabase.co',
      serviceRoleKey: 'service',
      timeZone: 'Asia/Kolkata',
    })
  })

  it('names every missing secret', () => {
    expect(() => settingsFrom(() => undefined)).toThrow(
      'notify-enquiry is missing the secrets ENQUIRY_WEBHOOK_SECRET, RESEND_API_KEY, ENQUIRY_EMAIL_FROM, ENQUIRY_EMAIL_TO, SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, ENQUIRY_TIME_ZONE',
    )
  })

  it('refuses a time zone the site would refuse, before any enquiry is mailed in the wrong one', () => {
    const values: Record<string, string> = { ENQUIRY_TIME_ZONE: 'IST' }
    expect(() => settingsFrom((name) => values[name] ?? 'x')).toThrow('ENQUIRY_TIME_ZONE, "IST", is not a time zone')
  })
})
