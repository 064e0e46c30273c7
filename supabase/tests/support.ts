import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { applyMigrations } from '../../scripts/servers/backend/migrations.ts'

export const migrationsDir = join(import.meta.dirname, '..', 'migrations')

/** A new database on the test server, as a hosted project gets it (roles, grants, migrations); its owner's URL. */
export async function freshDatabase(): Promise<string> {
  const server = inject('databaseUrl')
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
