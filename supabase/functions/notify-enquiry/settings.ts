/** The edge function's settings: its secrets, as set with `supabase secrets set`, read and checked once at start. */

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

const defaultApiUrl = 'https://api.resend.com'

/** Reads the settings, naming every one that is missing. */
export function settingsFrom(read: (name: string) => string | undefined): Settings {
  const value = (name: string) => read(name)?.trim() ?? ''
  const missing = [settingNames.webhookSecret, settingNames.apiKey, settingNames.from, settingNames.to].filter(
    (name) => !value(name),
  )
  if (missing.length > 0)
    throw new Error(`notify-enquiry is missing the secret${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`)
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
