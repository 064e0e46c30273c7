import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { openEmbedded } from './database.ts'
import { applyMigrations } from './migrations.ts'

const migrationsDir = join(import.meta.dirname, '..', '..', '..', 'supabase', 'migrations')
const folders: string[] = []
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })))
})

// Booting the embedded database twice takes seconds on a busy machine: the limit only catches a hang.
const BOOTS_TWICE = { timeout: 120_000 }

describe('applyMigrations on the embedded database', () => {
  it('applies each migration once, keeping data across restarts', BOOTS_TWICE, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'site-pglite-'))
    folders.push(dataDir)
    const asOwner = async (url: string, sql: string) => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      const { rows } = await client.query(sql).finally(() => client.end())
      return rows
    }

    const first = await openEmbedded(dataDir, dataDir)
    const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort()
    expect(await applyMigrations(first.url, migrationsDir)).toEqual(files)
    await asOwner(
      first.url,
      `insert into public.contact_form_submissions (name, email, message) values ('Asha', 'asha@example.com', 'Hello')`,
    )
    await first.close()

    const second = await openEmbedded(dataDir, dataDir)
    expect(await applyMigrations(second.url, migrationsDir)).toEqual([])
    expect(await asOwner(second.url, 'select name from public.contact_form_submissions')).toEqual([{ name: 'Asha' }])
    await second.close()
  })
})
