import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyMigrations } from '../../scripts/servers/backend/migrations.ts'
import { startTemporaryPostgres, type TemporaryPostgres } from '../../scripts/test/postgres/temporaryServer.ts'
import { onPath, postgresBinDir } from '../../scripts/test/systemTools.ts'
import { migrationsDir } from './support.ts'

// A server of its own, with pg_cron loaded as on hosted Supabase: the other database tests run where
// pg_cron is installed but cannot be enabled, and the embedded database has none, so the migration
// meets all three cases.
let server: TemporaryPostgres

// CI and Debian (where `npm run test:setup` installs pg_cron) always run it; a Mac may not have pg_cron.
const skipped = !process.env.CI && !onPath('apt-get') && !postgresBinDir({ library: 'pg_cron' })
if (skipped)
  console.warn('pg_cron test skipped: no PostgreSQL here has pg_cron (`npm run test:setup` says how to get it).')

describe.skipIf(skipped)('where pg_cron runs', () => {
  beforeAll(async () => {
    server = await startTemporaryPostgres({ preload: 'pg_cron', settings: { 'cron.database_name': 'postgres' } })
  })
  afterAll(() => server?.stop())

  it('the migrations enable it, schedule forgetting client addresses daily and hand undelivered enquiries over every minute', async () => {
    await applyMigrations(server.url, migrationsDir)

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
