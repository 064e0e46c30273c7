import { spawn, type ChildProcess } from 'node:child_process'
import { resolve } from 'node:path'
import pg from 'pg'
import { apiPort } from '../../scripts/localSettings.ts'

// Faults in the tests' own database only: an insert whose email carries one of these tags meets a real server error,
// or waits there for as long as a test holds it (holdInsertsFrom).
export const faultTags = { serverError: '+server-error', held: '+held' } as const

/** The advisory lock an insert from a held address waits for, named after `email` (an SQL expression). */
const heldLock = (email: string) => `hashtextextended('held for a test: ' || ${email}, 0)`

const faultsSql = `
create schema if not exists e2e;
create or replace function e2e.faults() returns trigger language plpgsql as $$
begin
  if new.email like '%${faultTags.serverError}@%' then
    raise exception 'Failure injected by the end-to-end tests' using errcode = 'XX000';
  end if;
  if new.email like '%${faultTags.held}@%' then perform pg_advisory_xact_lock(${heldLock('new.email')}); end if;
  return new;
end
$$;
drop trigger if exists e2e_faults on public.contact_form_submissions;
create trigger e2e_faults before insert on public.contact_form_submissions for each row execute function e2e.faults();
`

/** `npm run backend`'s program over `databaseUrl`, on the port the build points the form at, with the faults. */
export async function startBackendProcess(databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(resolve('node_modules/.bin/tsx'), ['scripts/servers/backend/main.ts'], {
    // Each test speaks for its own visitor address (see newVisitor), as a trusted proxy would.
    env: { ...process.env, DATABASE_URL: databaseUrl, API_PORT: String(apiPort()), BACKEND_TRUST_PROXY: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  await new Promise<void>((ready, fail) => {
    child.stdout?.on('data', () => output.includes('Backend:') && ready())
    child.once('exit', (code) => fail(new Error(`The backend exited with ${code}:\n${output}`)))
  })
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  await client.query(faultsSql)
  await client.end()
  return child
}

// Holds every insert from `email` (tagged `faultTags.held`) until `release`, by taking on its own connection the lock
// they wait for; `waiting` counts those held so far.
export async function holdInsertsFrom(email: string) {
  const holder = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL })
  await holder.connect()
  await holder.query(`select pg_advisory_lock(${heldLock('$1')})`, [email])
  return {
    waiting: async () =>
      (
        await holder.query<{ waiting: number }>(
          'select count(*)::int as waiting from pg_stat_activity where pg_backend_pid() = any(pg_blocking_pids(pid))',
        )
      ).rows[0]!.waiting,
    /** Ends the holding session, which lets go of its lock. */
    release: () => holder.end(),
  }
}
