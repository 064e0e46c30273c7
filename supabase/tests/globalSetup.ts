import type { TestProject } from 'vitest/node'
import { startTemporaryPostgres } from '../../scripts/test/postgres/temporaryServer.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
  }
}

/** One throwaway PostgreSQL server for the database tests; each test file makes its own database in it. */
export default async function setup(project: TestProject) {
  const postgres = await startTemporaryPostgres()
  project.provide('databaseUrl', postgres.url)
  return () => postgres.stop()
}
