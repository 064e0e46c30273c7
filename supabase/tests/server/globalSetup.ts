import type { TestProject } from 'vitest/node'
import { startTemporaryPostgres } from '../../../scripts/test/postgres/temporaryServer.ts'

/**
 * One throwaway PostgreSQL server for the tests that need a real one, with pg_cron loaded as on hosted Supabase (it
 * runs in the `postgres` database, as there); each test file makes its own database in it.
 */
export default async function setup(project: TestProject) {
  const postgres = await startTemporaryPostgres()
  project.provide('databaseUrl', postgres.url)
  return () => postgres.stop()
}
