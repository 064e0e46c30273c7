// The edge function's secrets, as set with `supabase secrets set`, read and checked once at start.

export const settingNames = {
  webhookSecret: 'ENQUIRY_WEBHOOK_SECRET', // sent by the webhook in the x-webhook-secret header
  apiKey: 'RESEND_API_KEY',
  apiUrl: 'RESEND_API_URL', // Resend's by default, or a local capture inbox
  from: 'ENQUIRY_EMAIL_FROM', // on a domain the email API has verified, e.g. "Website <enquiries@example.org>"
  to: 'ENQUIRY_EMAIL_TO', // a comma-separated list
  supabaseUrl: 'SUPABASE_URL', // set by Supabase in every edge function
  serviceRoleKey: 'SUPABASE_SERVICE_ROLE_KEY', // likewise
} as const

export type Settings = ReturnType<typeof settingsFrom>

export function settingsFrom(read: (name: string) => string | undefined) {
  const value = (name: string) => read(name)?.trim() ?? ''
  const { apiUrl: _optional, ...required } = settingNames
  const missing = Object.values(required).filter((name) => !value(name))
  if (missing.length > 0)
    throw new Error(`notify-enquiry is missing the secret${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`)
  return {
    webhookSecret: value(settingNames.webhookSecret),
    apiKey: value(settingNames.apiKey),
    apiUrl: (value(settingNames.apiUrl) || 'https://api.resend.com').replace(/\/+$/, ''),
    from: value(settingNames.from),
    supabaseUrl: value(settingNames.supabaseUrl).replace(/\/+$/, ''),
    serviceRoleKey: value(settingNames.serviceRoleKey),
    to: value(settingNames.to)
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean),
  }
}
