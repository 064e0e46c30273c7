// The enquiry as the form sends it and contact_form_submissions stores it; supabase/tests/ hold the database to it.
// zod is used inside functions alone, so the browser's bundle, which reads only the plain data, drops it.
import { z } from 'zod'

export const enquiryTable = 'contact_form_submissions'

/** The form's fields in its order: column, whether required, longest value (the phone's without its calling code). */
export const enquiryFields = {
  name: { column: 'name', required: true, maxLength: 120 },
  email: { column: 'email', required: true, maxLength: 254 },
  phone: { column: 'phone_number', required: false, maxLength: 20 },
  company: { column: 'company', required: false, maxLength: 160 },
  message: { column: 'message', required: true, maxLength: 5000 },
} as const

export type EnquiryField = keyof typeof enquiryFields
export const enquiryFieldNames = Object.keys(enquiryFields) as EnquiryField[]

export type RequiredField = {
  [Field in EnquiryField]: (typeof enquiryFields)[Field]['required'] extends true ? Field : never
}[EnquiryField]
export const requiredFields = enquiryFieldNames.filter((field): field is RequiredField => enquiryFields[field].required)

const callingCode = String.raw`\+[1-9][0-9]{0,3}`
// Digits, spaces, brackets, dots and dashes, starting with a digit or "(" and ending with a digit, at most its limit.
const phoneNumber = String.raw`[0-9(][0-9 ().-]{2,${enquiryFields.phone.maxLength - 2}}[0-9]`
export const callingCodeShape = new RegExp(`^${callingCode}$`)
export const phoneNumberShape = new RegExp(`^${phoneNumber}$`)
export const storedPhoneShape = new RegExp(`^${callingCode} ${phoneNumber}$`)

// The email as the database's private.is_valid_email judges it: the form refuses before Send what the database would
// after it, and the team's email takes only such an address as Reply-To. The database keeps its own copy of the two
// character lists below, written alike; supabase/tests/ hold the copies and the verdicts to each other.

/** What shows nothing on its own, as the database's private.invisible_characters() writes it. */
export const invisibleCharacters = String.raw`\u0001-\u0020\u007F-\u00A0\u00AD\u0300-\u036F\u034F\u0600-\u0605\u061C\u06DD\u070F\u08E2\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F\u1AB0-\u1AFF\u1DC0-\u1DFF\u2000-\u200F\u2028-\u202F\u205F-\u206F\u20D0-\u20FF\u2800\u3000\u3164\uE000-\uF8FF\uFE00-\uFE0F\uFE20-\uFE2F\uFEFF\uFFA0\uFFF0-\uFFFC\uFFFE\uFFFF\U000110BD\U000110CD\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D159\U0001D173-\U0001D17A\U000E0000-\U000E0FFF\U000F0000-\U0010FFFF`

/** Letters by script, by Unicode block, as the database's private.letter_scripts() lists them. */
export const letterScripts: Record<string, string> = {
  Latin: String.raw`A-Za-z\u00AA\u00BA\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u1E00-\u1EFF\u2C60-\u2C7F\uA720-\uA7FF`,
  Greek: String.raw`\u0370-\u03FF\u1F00-\u1FFF`,
  Cyrillic: String.raw`\u0400-\u052F\u1C80-\u1C8F\u2DE0-\u2DFF\uA640-\uA69F`,
  Armenian: String.raw`\u0530-\u058F`,
  Hebrew: String.raw`\u0590-\u05FF`,
  Arabic: String.raw`\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF`,
  Devanagari: String.raw`\u0900-\u097F`,
  Bengali: String.raw`\u0980-\u09FF`,
  Gurmukhi: String.raw`\u0A00-\u0A7F`,
  Gujarati: String.raw`\u0A80-\u0AFF`,
  Oriya: String.raw`\u0B00-\u0B7F`,
  Tamil: String.raw`\u0B80-\u0BFF`,
  Telugu: String.raw`\u0C00-\u0C7F`,
  Kannada: String.raw`\u0C80-\u0CFF`,
  Malayalam: String.raw`\u0D00-\u0D7F`,
  Thai: String.raw`\u0E00-\u0E7F`,
  Georgian: String.raw`\u10A0-\u10FF`,
  Cherokee: String.raw`\u13A0-\u13FF\uAB70-\uABBF`,
  CJK: String.raw`\u1100-\u11FF\u3040-\u30FF\u3100-\u312F\u3130-\u318F\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7A3\uF900-\uFAFF\U00020000-\U0003134F`,
}

/** The letters a name is written in, by Unicode block, as the database's private.name_letters() lists them. */
export const nameLetters = String.raw`A-Za-z\u00AA\u00BA\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02AF\u0370-\u0373\u0376-\u0377\u037B-\u037D\u037F\u0386\u0388-\u03FF\u0400-\u0482\u048A-\u052F\u0531-\u0556\u0561-\u0587\u0591-\u05C7\u05D0-\u05F2\u0610-\u061A\u0620-\u065F\u066E-\u06D3\u06D5-\u06DC\u06DF-\u06E8\u06EA-\u06EF\u06FA-\u06FF\u0710-\u074F\u0750-\u077F\u0780-\u07B1\u07CA-\u07F5\u08A0-\u08E1\u08E3-\u08FF\u0900-\u0963\u0971-\u09E5\u09F0-\u0A65\u0A70-\u0AE5\u0AF0-\u0B65\u0B70-\u0BE5\u0BF0-\u0C65\u0C70-\u0CE5\u0CF0-\u0D65\u0D70-\u0DE5\u0DF0-\u0DFF\u0E01-\u0E4E\u0E81-\u0ECE\u0F00\u0F40-\u0FBC\u1000-\u103F\u1050-\u109F\u10A0-\u10FF\u1100-\u115E\u1161-\u11FF\u1200-\u139F\u13A0-\u13FF\u1401-\u166C\u166F-\u167F\u1780-\u17B3\u17B6-\u17D3\u1820-\u18AA\u1C80-\u1C8F\u1C90-\u1CBF\u1D00-\u1DBF\u1E00-\u1FBC\u1FC2-\u1FCC\u1FD0-\u1FDB\u1FE0-\u1FEC\u1FF2-\u1FFC\u2C60-\u2C7F\u2DE0-\u2DFF\u3005\u3041-\u3096\u3099-\u309F\u30A1-\u30FA\u30FC-\u30FF\u3105-\u312F\u3131-\u3163\u3165-\u318E\u31A0-\u31BF\u31F0-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA48C\uA640-\uA69F\uA720-\uA7FF\uAB30-\uAB6F\uAC00-\uD7A3\uF900-\uFAFF\uFB00-\uFB06\uFB1D-\uFB4F\uFB50-\uFBB1\uFBD3-\uFD3D\uFD50-\uFDC7\uFDF0-\uFDFB\uFE70-\uFEFC\U00020000-\U0003134F`

/** One of the database's bracket expressions as a JavaScript one (its `\U0001F600` is `\u{0001F600}`). */
const bracket = (ranges: string) => `[${ranges.replace(/\\U([0-9A-F]{8})/g, '\\u{$1}')}]`
const characterClass = (ranges: string, flags = 'u') => new RegExp(bracket(ranges), flags)

const invisible = characterClass(invisibleCharacters)
const scripts = Object.entries(letterScripts).map(([script, letters]) => ({ script, letters: characterClass(letters) }))
const withoutScript = characterClass(
  String.raw`-0-9\u0300-\u036F\u200C\u200D${Object.values(letterScripts).join('')}`,
  'gu',
)

/** A domain label written in more than one script, other than Latin with CJK (UTS #39, in short): a lookalike. */
function mixesScripts(label: string): boolean {
  const found = scripts.filter(({ letters }) => letters.test(label)).map(({ script }) => script)
  if (label.replace(withoutScript, '')) found.push('Other')
  return found.length > 1 && !found.every((script) => script === 'Latin' || script === 'CJK')
}

const nameMarks = String.raw`\u0300-\u036F\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F\u200C\u200D`
const nameWord = `${bracket(nameLetters)}${bracket(nameLetters + nameMarks)}*`
const nameBreak = bracket(String.raw` '\u2019\u02BC.,\u00B7\u30FB\u2010-`)
const nameShape = new RegExp(`^${nameWord}(${nameBreak}+${nameWord})*[.]?$`, 'u')

/**
 * Words of letters, as the database's private.is_valid_name judges a name (its rules on hidden text aside, which no one
 * types): the form refuses at the field the symbols, digits and emoji the database would refuse after Send.
 */
export const isValidName = (name: string) =>
  characterCount(name) <= enquiryFields.name.maxLength && nameShape.test(name)

/** One plain mailbox, name@domain.tld, that the database stores. */
export function isValidEmail(email: string): boolean {
  const domain = email.split('@')[1] ?? ''
  return (
    characterCount(email) <= enquiryFields.email.maxLength &&
    /^[^@\s]+@[^@\s]+\.[^@\s.]+$/u.test(email) &&
    !/["<>(),;:[\]\\{}]/u.test(email) && // what a browser refuses in an address, and a JSON object would bring
    !invisible.test(email) &&
    !/[!-,/:-@[-`{-~]/u.test(domain) && // letters, digits, dots and hyphens: no ?cc= rides along in a mailto link
    !/^[-=+@]/u.test(email) && // a formula, to a spreadsheet
    !domain.split('.').some(mixesScripts)
  )
}

/** The fields whose shape the form checks before Send, by the rules the database holds. */
export const shapedFields = {
  name: isValidName,
  email: isValidEmail,
  phone: (value: string) => phoneNumberShape.test(value),
} satisfies Partial<Record<EnquiryField, (value: string) => boolean>>
export type ShapedField = keyof typeof shapedFields

/** A refusal, by the check it names or else its error code, as the field to fix or a notice for the whole form. */
export const enquiryRefusals: Record<string, EnquiryField | 'rateLimited' | 'refusedGeneral'> = {
  // The table has one check per field, named after its column.
  ...Object.fromEntries(
    enquiryFieldNames.map((field) => [`${enquiryTable}_${enquiryFields[field].column}_check`, field]),
  ),
  contact_form_submissions_created_at_check: 'refusedGeneral',
  23514: 'refusedGeneral', // any other check
  23502: 'refusedGeneral', // a required value missing
  22001: 'refusedGeneral', // a value too long for its type
  PT429: 'rateLimited',
}

/** A value's length as the database's char_length counts it, in code points: an emoji is one, not two UTF-16 units. */
export const characterCount = (value: string) => [...value].length

const text = (maxLength: number, error = 'must be text') =>
  z.string({ error }).refine((value) => characterCount(value) <= maxLength, {
    error: `is longer than the ${maxLength} characters the database stores`,
  })

export function enquirySchema() {
  return z.object({
    name: text(enquiryFields.name.maxLength),
    email: text(enquiryFields.email.maxLength),
    company: text(enquiryFields.company.maxLength, 'must be text or null').nullable(),
    phone_number: z
      .string({ error: 'must be text or null' })
      .regex(storedPhoneShape, { error: 'is not a calling code, a space and a phone number' })
      .nullable(),
    message: text(enquiryFields.message.maxLength),
    created_at: text(64), // Postgres writes a timestamptz in about 32 characters.
  })
}

/** A stored row as the database hands it on (the webhook's record): the enquiry, its id and when it arrived. */
export function storedEnquirySchema() {
  const { shape } = enquirySchema()
  // A bigint identity: JSON carries it as a number, or as text when it is too large for one.
  const id = z.custom<number | string>(
    (id) =>
      (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) ||
      (typeof id === 'string' && /^[1-9][0-9]{0,18}$/.test(id)),
    { error: 'must be a positive whole number, or one written as text' },
  )
  // The email API's idempotency key for it, which the database keeps (new-enquiry/ and a UUID or, if older, the id).
  const delivery_key = text(64)
  return z.object({ id, ...shape, received_at: shape.created_at, delivery_key }, { error: 'must be an object' })
}

/** The header in which the database's delivery sends notify-enquiry the secret they share. */
export const webhookSecretHeader = 'x-webhook-secret'

/** What the database posts to notify-enquiry for one stored enquiry: a Database Webhook's payload naming it alone. */
export const webhookPayload = (id: number) =>
  ({ type: 'INSERT', table: enquiryTable, schema: 'public', record: { id }, old_record: null }) as const

export type NewEnquiry = z.infer<ReturnType<typeof enquirySchema>>
export type Enquiry = z.infer<ReturnType<typeof storedEnquirySchema>>
