// The edge function's secrets, as set with `supabase secrets set`, read and checked once at start.
import { isTimeZone } from '../_shared/timeZone.ts'

export type Settings = ReturnType<typeof settingsFrom>

export function settingsFrom(read: (name: string) => string | undefined) {
  const missing: string[] = []
  const value = (name: string, fallback = '') => {
    const found = read(name)?.trim() || fallback
    if (!found) missing.push(name)
    return found
  }
  const settings = {
    webhookSecret: value('ENQUIRY_WEBHOOK_SECRET'), // sent by the webhook in the x-webhook-secret header
    apiKey: value('RESEND_API_KEY'),
    apiUrl: value('RESEND_API_URL', 'https://api.resend.com').replace(/\/+$/, ''), // or a local capture inbox
    from: value('ENQUIRY_EMAIL_FROM'), // on a domain the email API has verified, e.g. "Website <enquiries@example.org>"
    to: value('ENQUIRY_EMAIL_TO')
      .split(/\s*,\s*/)
      .filter(Boolean), // a comma-separated list
    supabaseUrl: value('SUPABASE_URL').replace(/\/+$/, ''), // set by Supabase in every edge function
    serviceRoleKey: value('SUPABASE_SERVICE_ROLE_KEY'), // likewise
    timeZone: value('ENQUIRY_TIME_ZONE'), // content/site.yaml's contact.timeZone, which the function cannot read
  }
  if (missing.length > 0)
    throw new Error(`notify-enquiry is missing the secret${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`)
  if (!isTimeZone(settings.timeZone))
    throw new Error(
      `notify-enquiry's ENQUIRY_TIME_ZONE, "${settings.timeZone}", is not a time zone such as Asia/Kolkata`,
    )
  return settings
}
