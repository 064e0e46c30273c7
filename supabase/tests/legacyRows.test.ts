import { cp, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { openServer } from '../../scripts/servers/backend/database.ts'
import { applyMigrations } from '../../scripts/servers/backend/migrations.ts'
import { migrationsDir } from './support.ts'

/**
 * A project that went live under the first migration and stored rows its later checks refuse,
 * then took the rest: the rows must be repaired, not lost, and the retention job must clear them.
 */
const legacyRows = [
  {
    what: 'a name of invisible characters only',
    row: { name: '\u200B\u200B' },
    repaired: { name: 'Name not readable' },
  },
  { what: 'a name with a control character', row: { name: 'Asha\u0007Rao' }, repaired: { name: 'Asha Rao' } },
  { what: 'a name with tag characters', row: { name: 'Asha\u{E0041}\u{E0042} Rao' }, repaired: { name: 'Asha Rao' } },
  { what: 'a name with an emoji', row: { name: 'Asha 😀' }, repaired: { name: 'Asha' } },
  { what: 'a company a spreadsheet would run', row: { company: '=cmd|calc' }, repaired: { company: "'=cmd|calc" } },
  {
    what: 'a message with a terminal escape',
    row: { message: 'Hello \u001b[2J there' },
    repaired: { message: 'Hello [2J there' },
  },
  {
    what: 'an email with a zero-width space',
    row: { email: 'asha\u200B@example.com' },
    repaired: { email: 'asha@example.com' },
  },
  // Rules of the third round.
  {
    what: 'a company with an encoded word',
    row: { company: 'Acme =?UTF-8?B?4oCuZmRwLmV4ZeKAiw==?= Ltd' },
    repaired: { company: 'Acme Ltd' },
  },
  {
    what: 'a name that is mostly marks',
    row: { name: `A${'\u0301'.repeat(100)}` },
    repaired: { name: 'A' },
  },
  { what: 'a message that is a formula', row: { message: '=1+2' }, repaired: { message: "'=1+2" } },
  {
    what: 'a message with a run of variation selectors',
    row: { message: 'Hello\uFE00\uFE01\uFE02 there' },
    repaired: { message: 'Hello\uFE00 there' },
  },
  {
    what: 'an email whose domain mixes scripts',
    row: { email: 'principal@greenfield-sch\u043e\u043el.org' },
    repaired: { email: 'address-not-readable@invalid.example' },
  },
  { what: 'a created_at of 1970', row: { created_at: '1970-01-01T00:00:00Z' }, repaired: {} },
  { what: 'a created_at of infinity', row: { created_at: 'infinity' }, repaired: {} },
] as const

let server: pg.Pool
let url: string

/** A new database on the test server with the migrations whose file names pass `take` applied. */
async function databaseWith(take: (file: string) => boolean) {
  const admin = new pg.Client({ connectionString: inject('databaseUrl') })
  await admin.connect()
  const name = `legacy_${randomUUID().replaceAll('-', '')}`
  await admin.query(`create database ${name}`)
  await admin.end()
  const databaseUrl = inject('databaseUrl').replace(/\/[^/]*$/, `/${name}`)
  await migrate(databaseUrl, take)
  return databaseUrl
}

async function migrate(databaseUrl: string, take: (file: string) => boolean) {
  const some = await mkdtemp(join(tmpdir(), 'migrations-'))
  try {
    for (const file of (await readdir(migrationsDir)).filter(take))
      await cp(join(migrationsDir, file), join(some, file))
    const db = await openServer(databaseUrl)
    await applyMigrations(db, some)
    await db.close()
  } finally {
    await rm(some, { recursive: true, force: true })
  }
}

const firstMigration = (file: string) => file.startsWith('20261122000000_')

beforeAll(async () => {
  url = await databaseWith(firstMigration)
  server = new pg.Pool({ connectionString: url, max: 4 })
  // Stored 40 days ago, from an address, under the first migration's rules only.
  for (const [index, { row }] of legacyRows.entries()) {
    const sent = new Date(Date.now() - 40 * 86_400_000).toISOString()
    const values = {
      name: 'Asha Rao',
      email: `legacy-${index}@example.com`,
      company: 'Greenfield',
      message: 'A pilot, please.',
      created_at: sent,
      ...row,
    }
    const columns = Object.keys(values)
    const { rows } = await server.query(
      `insert into public.contact_form_submissions (${columns.join(', ')}) values (${columns.map((_, at) => `$${at + 1}`).join(', ')}) returning id`,
      Object.values(values),
    )
    await server.query(
      `update public.contact_form_submissions set received_at = now() - interval '40 days', client_address = $2 where id = $1`,
      [rows[0].id, `192.0.2.${index + 1}`],
    )
  }
  await migrate(url, () => true)
})
afterAll(() => server.end())

const all = async () => (await server.query('select * from public.contact_form_submissions order by id')).rows

describe('rows stored under the first migration', () => {
  it('are all kept, each value a later rule refuses replaced and kept as sent in repaired_from', async () => {
    const rows = await all()
    expect(rows).toHaveLength(legacyRows.length)
    for (const [index, { what, row, repaired }] of legacyRows.entries()) {
      const stored = rows[index]
      expect(stored, what).toMatchObject(repaired)
      const original = Object.fromEntries(
        Object.entries(row).map(([field, value]) => [field, field === 'created_at' ? expect.any(String) : value]),
      )
      expect(stored.repaired_from, what).toEqual(original)
    }
    // An impossible time from the visitor's clock becomes the time the enquiry was received.
    for (const stored of rows.slice(-2)) expect(stored.created_at.getTime()).toBe(stored.received_at.getTime())
  })

  it('leave every check of the table validated', async () => {
    const { rows } = await server.query(
      `select conname from pg_constraint where conrelid = 'public.contact_form_submissions'::regclass and contype = 'c' and not convalidated`,
    )
    expect(rows).toEqual([])
  })

  it('have their senders forgotten by the retention job', async () => {
    const { rows } = await server.query('select private.forget_client_addresses() as forgotten')
    expect(Number(rows[0].forgotten)).toBe(legacyRows.length)
    expect((await all()).filter((stored) => stored.client_address !== null || stored.client_network !== null)).toEqual(
      [],
    )
  })
})

describe('the retention job', () => {
  it('repairs, then clears, a row stored while a check was off, and clears the others', async () => {
    const databaseUrl = await databaseWith(() => true)
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 })
    try {
      // A check dropped and put back NOT VALID, as an operator might while importing old enquiries.
      await pool.query(
        'alter table public.contact_form_submissions drop constraint contact_form_submissions_name_text_check',
      )
      await pool.query(
        `insert into public.contact_form_submissions (name, email, message) values ('\u200B', 'ghost@example.com', 'Boo.'), ('Asha Rao', 'asha@example.com', 'Hello.')`,
      )
      await pool.query(
        `update public.contact_form_submissions set received_at = now() - interval '31 days', created_at = now() - interval '31 days', client_address = '192.0.2.9', client_network = '192.0.2.9'`,
      )
      await pool.query(
        `alter table public.contact_form_submissions add constraint contact_form_submissions_name_text_check check (private.is_valid_name(name)) not valid`,
      )

      const { rows } = await pool.query('select private.forget_client_addresses() as forgotten')
      expect(Number(rows[0].forgotten)).toBe(2)
      const stored = (
        await pool.query('select name, client_address, repaired_from from public.contact_form_submissions order by id')
      ).rows
      expect(stored).toEqual([
        { name: 'Name not readable', client_address: null, repaired_from: { name: '\u200B' } },
        { name: 'Asha Rao', client_address: null, repaired_from: null },
      ])
    } finally {
      await pool.end()
    }
  })
})
