import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Database } from './database.ts'

// First the roles and grants a new hosted project has, then each migration not yet applied, in file-name order,
// recorded where the Supabase CLI records them.
export async function applyMigrations(db: Database, migrationsDir: string): Promise<string[]> {
  await db.exec(await readFile(new URL('./supabase-roles.sql', import.meta.url), 'utf8'))
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (version text primary key, name text, statements text[]);
  `)
  const { rows } = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
  const applied = new Set(rows.map((row) => row.version))
  const files = (await readdir(migrationsDir)).filter((file) => /^\d+_.+\.sql$/.test(file)).sort()
  const pending = files.filter((file) => !applied.has(file.split('_')[0]!))
  for (const file of pending) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_')
    const sql = await readFile(join(migrationsDir, file), 'utf8')
    await db.transaction(async (tx) => {
      await tx.exec(sql)
      const record = 'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)'
      await tx.query(record, [version, rest.join('_')])
    })
  }
  return pending
}
