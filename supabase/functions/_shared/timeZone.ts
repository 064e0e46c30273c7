// The team's time zone: one rule for content/site.yaml's setting and the function's, so the email never meets a zone
// the site's check would refuse.

// An IANA name ("Asia/Kolkata", "America/Argentina/Buenos_Aires", "Etc/GMT-5") or UTC: never an abbreviation such as
// "IST", which Intl accepts though India, Ireland and Israel each use it.
const ianaName = /^(?:UTC|[A-Z][A-Za-z]*(?:\/[A-Za-z0-9_+-]+)+)$/

/** Whether `name` is a zone of the IANA time zone database, as this runtime's Intl knows it. */
export function isTimeZone(name: string): boolean {
  if (!ianaName.test(name)) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: name })
    return true
  } catch {
    return false
  }
}
