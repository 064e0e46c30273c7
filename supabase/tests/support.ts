import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, inject } from 'vitest'
import { applyMigrations } from '../../scripts/servers/backend/migrations.ts'
import { openDatabase } from '../../scripts/servers/backend/server.ts'

export const migrationsDir = join(import.meta.dirname, '..', 'migrations')

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real PostgreSQL server of `npm run test:ci` (server/globalSetup.ts); none in `npm test`. */
    databaseUrl?: string
  }
}

const afterFile: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const step of afterFile.splice(0).reverse()) await step()
})

/** A temp folder for this test file, removed after its tests. */
export async function scratchFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'db-test-'))
  afterFile.push(() => rm(folder, { recursive: true, force: true }))
  return folder
}

/**
 * A database of this test file's own, as a hosted project gets it (roles, grants, migrations), through the backend's
 * own start-up: embedded, as `npm start` keeps it, or on the real server `npm run test:ci` starts. Its owner's URL.
 * The embedded database takes four connections, and serves one statement at a time.
 */
export async function freshDatabase(): Promise<string> {
  const server = inject('databaseUrl')
  if (!server) {
    const folder = await scratchFolder()
    const database = await openDatabase({ dataDir: join(folder, 'data'), socketDir: folder })
    afterFile.push(database.close)
    return database.url
  }
  const name = `test_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: server })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = server.replace(/\/[^/]*$/, `/${name}`)
  await applyMigrations(url, migrationsDir)
  return url
}

let counter = 0
/** A 10/8 address and an email no other test uses: no test counts against another's limit, and each finds its rows. */
export function uniqueSender() {
  counter += 1
  return {
    address: `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`,
    email: `visitor-${counter}-${randomUUID().slice(0, 8)}@example.com`,
  }
}

export function validRow(email: string) {
  return {
    name: 'Asha Rao',
    email,
    company: 'Greenfield School',
    message: 'We would like to run a pilot with our grade 9 classes.',
    phone_number: '+91 98765 43210',
    created_at: new Date().toISOString(),
  }
}

export type Row = Record<string, unknown>
export type Headers = Record<string, string>

/**
 * Runs `sql` in one transaction as an API role, with `headers` as request.headers and the role as the
 * JWT's claims, the way PostgREST runs each request.
 */
export async function asRole(
  pool: pg.Pool,
  role: 'anon' | 'authenticated' | 'service_role',
  sql: string,
  params: unknown[] = [],
  headers: Headers = {},
) {
  const client = await pool.connect()
  try {
    await client.query('begin')
    await client.query(`select set_config('request.headers', $1, true), set_config('request.jwt.claims', $2, true)`, [
      JSON.stringify(headers),
      JSON.stringify({ role }),
    ])
    await client.query(`set local role ${role}`)
    const result = await client.query(sql, params)
    await client.query('commit')
    return result
  } catch (error) {
    await client.query('rollback')
    throw error
  } finally {
    client.release()
  }
}

/** Inserts one row as anon, from `address` as the gateway reports it unless `headers` say otherwise. */
export function insertAsAnon(
  pool: pg.Pool,
  row: Row,
  address = uniqueSender().address,
  headers: Headers = { 'x-forwarded-for': address },
) {
  const columns = Object.keys(row)
  return asRole(
    pool,
    'anon',
    `insert into public.contact_form_submissions (${columns.join(', ')}) values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
    Object.values(row),
    headers,
  )
}
