// Needs a real PostgreSQL server with pg_cron, which the embedded database cannot load: on hosted Supabase the
// migration schedules its jobs with it. The other database tests meet the two cases without it: the embedded database
// has no pg_cron, and the test server's other databases have it installed but cannot enable it.
import pg from 'pg'
import { describe, expect, inject, it } from 'vitest'
import { applyMigrations } from '../../../scripts/servers/backend/migrations.ts'
import { migrationsDir } from '../support.ts'

describe('where pg_cron runs', () => {
  it('the migrations enable it, schedule forgetting client addresses daily and hand undelivered enquiries over every minute', async () => {
    const url = inject('databaseUrl')!
    await applyMigrations(url, migrationsDir)

    const client = new pg.Client({ connectionString: url })
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
