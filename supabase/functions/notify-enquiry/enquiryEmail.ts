// The team's email for one enquiry: plain text with every field, the visitor's address as Reply-To, and nothing a
// visitor typed able to add a header, hide text or reorder what is shown.
import { enquiryFields, isValidEmail, type Enquiry } from '../_shared/enquiry.ts'
import { joinText } from '../_shared/joinText.ts'
import type { Settings } from './settings.ts'

export type Email = ReturnType<typeof enquiryEmail>

// Every control, Unicode's line and paragraph separators included: a line break in a header would start a new one.
const headerControls = /[\p{Cc}\u2028\u2029]+/gu
// Tag characters (which can spell hidden text), bidirectional controls and every other format character, but not
// the joiners that emoji and Indic scripts are written with.
const invisible = /[\u{E0000}-\u{E007F}]|(?![\u200C\u200D])\p{Cf}/gu
// In the body, tab and line feed stay; other controls, bidirectional overrides and tag characters go.
const bodyUnsafe = /(?![\t\n])\p{Cc}|[\u202A-\u202E\u2066-\u2069\u{E0000}-\u{E007F}]/gu

/**
 * The database's hidden-text rules, applied again to the line as sent: taking invisible characters out joins what they
 * kept apart, and "Acme =\u00AD?UTF-8?B?4oCu…?=" becomes an encoded word that a mail client decodes into an override.
 */
function withoutHiddenText(line: string): string {
  return line
    .replace(/(?<=^|\s|\p{Variation_Selector})\p{Variation_Selector}+/gu, '') // a selector varies the character before it
    .replace(/(\p{M}{4})\p{M}+/gu, '$1') // at most four combining marks in a row
    .replace(/([^\0-\x7F])\1{4,}/gu, '$1$1$1$1') // at most four of one character beyond ASCII in a row
    .replaceAll('=?', '= ?') // no RFC 2047 encoded word can start
}

/** One bounded line for a header, cut in code points (as the database counts) so no character is split. */
export function headerText(value: string, maxLength = 200): string {
  const line = withoutHiddenText(value.replace(invisible, '').replace(headerControls, ' ').replace(/\s+/g, ' ')).trim()
  const characters = [...line]
  return characters.length > maxLength ? `${characters.slice(0, maxLength - 1).join('')}…` : line
}

/** A domain beyond ASCII, in the ASCII form a browser shows for it too: a lookalike of a known domain stands out. */
function withAsciiDomain(email: string): string {
  const domain = email.slice(email.lastIndexOf('@') + 1)
  const ascii = /^[\x21-\x7e]*$/.test(domain) ? domain : URL.parse(`http://${domain}`)?.hostname
  return ascii && ascii !== domain ? `${email} (domain in ASCII: ${ascii})` : email
}

/** "2026-11-22 14:44 Asia/Kolkata (UTC+05:30)": the team's own clock, with the zone named and its offset that day. */
function receivedTime(value: string, timeZone: string): string {
  const time = new Date(value)
  if (Number.isNaN(time.getTime())) return headerText(value)
  const clock = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  const { year, month, day, hour, minute } = Object.fromEntries(
    clock.formatToParts(time).map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', number>
  // The offset from the clock itself, as runtimes' ICU name it differently ("GMT", "GMT+0"); the clock shows no seconds.
  const offset = Date.UTC(year, month - 1, day, hour, minute) / 60_000 - Math.floor(time.getTime() / 60_000)
  const minutes = Math.abs(offset)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${year}-${two(month)}-${two(day)} ${two(hour)}:${two(minute)} ${timeZone} (UTC${offset < 0 ? '-' : '+'}${two(Math.floor(minutes / 60))}:${two(minutes % 60)})`
}

export function enquiryEmail(enquiry: Enquiry, settings: Pick<Settings, 'from' | 'to' | 'timeZone'>) {
  const name = headerText(enquiry.name, enquiryFields.name.maxLength) || 'someone'
  const company = enquiry.company ? headerText(enquiry.company, enquiryFields.company.maxLength) : ''
  const email = headerText(enquiry.email, enquiryFields.email.maxLength)
  const field = (label: string, value: string) => `${`${label}:`.padEnd(10)}${value}`
  const text = [
    'A new enquiry came in through the contact form on the website.',
    '',
    field('Name', name),
    field('Email', withAsciiDomain(email)),
    field('Company', company || '(not given)'),
    field('Phone', enquiry.phone_number ? headerText(enquiry.phone_number, 40) : '(not given)'),
    field('Received', receivedTime(enquiry.received_at, settings.timeZone)),
    '',
    'Message:',
    '',
    enquiry.message.replace(/\r\n?/g, '\n').replace(bodyUnsafe, ''),
    '',
    '-- ',
    `Enquiry #${headerText(String(enquiry.id), 40)}. ${joinText(`Reply to this email to answer ${name}`, '.')}`,
  ].join('\n')
  return {
    from: settings.from,
    to: settings.to,
    // A single mailbox the database would store, never a list, a display name or a header.
    reply_to: isValidEmail(email) ? email : undefined,
    subject: headerText(`New enquiry from ${name}${company ? `, ${company}` : ''}`, 160),
    text,
  }
}
