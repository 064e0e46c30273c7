import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openServer } from '../../scripts/servers/backend/database.ts'
import { applyMigrations } from '../../scripts/servers/backend/migrations.ts'
import { startTemporaryPostgres, type TemporaryPostgres } from '../../scripts/test/postgres/temporaryServer.ts'
import { migrationsDir } from './support.ts'

// A server of its own, with pg_cron loaded as on hosted Supabase: the other database tests run where
// pg_cron is installed but cannot be enabled, and the embedded database has none, so the migration
// meets all three cases.
let server: TemporaryPostgres

beforeAll(async () => {
  server = await startTemporaryPostgres({
    settings: { shared_preload_libraries: 'pg_cron', 'cron.database_name': 'postgres' },
  })
})
afterAll(() => server?.stop())

describe('where pg_cron runs', () => {
  it('the migrations enable it, schedule forgetting client addresses daily and hand undelivered enquiries over every minute', async () => {
    const db = await openServer(server.url)
    await applyMigrations(db, migrationsDir)
    await db.close()

    const client = new pg.Client({ connectionString: server.url })
    await client.connect()
    try {
      const { rows } = await client.query('select jobname, schedule, command, active from cron.job order by jobname')
      expect(rows).toEqual([
        {
          jobname: 'deliver-enquiries',
          schedule: '* * * * *',
          command: 'select private.deliver_enquiries()',
          active: true,
        },
        {
          jobname: 'forget-contact-form-addresses',
          schedule: '17 3 * * *',
          command: 'select private.forget_client_addresses()',
          active: true,
        },
      ])
    } finally {
      await client.end()
    }
  })
})
