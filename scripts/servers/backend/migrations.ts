import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import pg from 'pg'

// First the roles and grants a new hosted project has, then each migration not yet applied, in file-name order,
// recorded where the Supabase CLI records them.
export async function applyMigrations(databaseUrl: string, migrationsDir: string): Promise<string[]> {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    await db.query(await readFile(new URL('./supabase-roles.sql', import.meta.url), 'utf8'))
    await db.query(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (version text primary key, name text, statements text[]);
    `)
    const { rows } = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
    const applied = new Set(rows.map((row) => row.version))
    const files = (await readdir(migrationsDir)).filter((file) => /^\d+_.+\.sql$/.test(file)).sort()
    const pending = files.filter((file) => !applied.has(file.split('_')[0]!))
    for (const file of pending) {
      const [version, ...rest] = file.replace(/\.sql$/, '').split('_')
      await db.query('begin')
      try {
        await db.query(await readFile(join(migrationsDir, file), 'utf8'))
        await db.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
          version,
          rest.join('_'),
        ])
        await db.query('commit')
      } catch (error) {
        await db.query('rollback')
        throw error
      }
    }
    return pending
  } finally {
    await db.end()
  }
}
