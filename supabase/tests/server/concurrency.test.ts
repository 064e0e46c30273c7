// Needs a real PostgreSQL server: these are about sessions running at the same time, and the embedded database serves
// one statement at a time over sessions that share one state. What the rate limit, the locks and the session guard do
// within one session is tested on the embedded database (contactFormSubmissions.test.ts).
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  asRole,
  freshDatabase,
  insertAsAnon as sharedInsertAsAnon,
  uniqueSender,
  validRow,
  type Row,
} from '../support.ts'

let pool: pg.Pool

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: await freshDatabase(), max: 20 })
})
afterAll(() => pool.end())

const insertAsAnon = (row: Row, address?: string) => sharedInsertAsAnon(pool, row, address)
const stored = async (email: string) =>
  (await pool.query('select * from public.contact_form_submissions where email = $1', [email])).rows

describe('sessions at the same time', () => {
  it("makes nobody wait for another network's insert: no lock is shared between networks", async () => {
    const waiting = await pool.connect()
    try {
      // One network's insert, left open: it holds its own locks until it ends.
      await waiting.query('begin')
      await waiting.query(`select set_config('request.headers', $1, true)`, [
        JSON.stringify({ 'cf-connecting-ip': uniqueSender().address }),
      ])
      await waiting.query('set local role anon')
      await waiting.query(
        `insert into public.contact_form_submissions (name, email, message) values ('Asha', $1, 'Hi')`,
        [uniqueSender().email],
      )
      // Another network's insert needs none of them: were it to wait for one, the lock timeout would make it an error.
      const { address, email } = uniqueSender()
      await asRole(
        pool,
        'anon',
        `select set_config('lock_timeout', '10s', true);
         insert into public.contact_form_submissions (name, email, message) values ('Li', '${email}', 'Hello')`,
        [],
        { 'cf-connecting-ip': address, 'idempotency-key': randomUUID() },
      )
      expect(await stored(email)).toHaveLength(1)
    } finally {
      await waiting.query('rollback')
      waiting.release()
    }
  })

  it('holds under concurrency: ten simultaneous messages from one sender store five', async () => {
    const { address, email } = uniqueSender()
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => insertAsAnon(validRow(email), address)))
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5)
    const { rows } = await pool.query(
      'select count(*)::int as count from public.contact_form_submissions where client_address = $1',
      [address],
    )
    expect(rows[0].count).toBe(5)
  })

  it("limits a session logged in with anon's rights by its connection, whatever request.headers it sets", async () => {
    const { email } = uniqueSender()
    const insertAs = (client: pg.PoolClient | pg.Client, rows: number, sender?: string) =>
      client
        .query(`select set_config('request.headers', $1, false)`, [JSON.stringify({ 'cf-connecting-ip': sender })])
        .then(() =>
          client.query(
            `insert into public.contact_form_submissions (name, email, message)
             select 'Asha Rao', $1, 'Hello' from generate_series(1, $2::int)`,
            [email, rows],
          ),
        )
    const client = await pool.connect()
    try {
      // Logged in as anon: no role set, so only the session's own user says who is writing.
      await client.query('set session authorization anon')
      await expect(insertAs(client, 50), 'one row per statement').rejects.toMatchObject({ code: 'PT400' })
      // A new sender named in each statement's headers, as the reproduction did: still one sender, this connection.
      let refused = 0
      for (let n = 1; n <= 30; n++) await insertAs(client, 1, `198.51.100.${n}`).catch(() => refused++)
      expect(refused).toBe(25)
    } finally {
      await client.query('reset session authorization')
      client.release()
    }
    expect((await stored(email)).map((row) => row.client_address)).toEqual(Array(5).fill('127.0.0.1'))

    // Over a Unix socket a session has no address: it stores nothing, whatever it names.
    const folder = (await pool.query('show unix_socket_directories')).rows[0].unix_socket_directories as string
    const url = new URL(pool.options.connectionString!)
    const local = new pg.Client({
      host: folder,
      port: Number(url.port),
      user: 'postgres',
      database: url.pathname.slice(1),
    })
    await local.connect()
    try {
      await local.query('set session authorization anon')
      await expect(insertAs(local, 1, '198.51.100.99')).rejects.toMatchObject({ code: 'PT400' })
    } finally {
      await local.end()
    }
    expect(await stored(email)).toHaveLength(5)
  })

  it("keeps a network's lock out of reach of other sessions, which cannot make its key", async () => {
    const { address, email } = uniqueSender()
    const holder = await pool.connect()
    try {
      // The key as the guard would make it without its secret salt.
      await holder.query(`select pg_advisory_lock(hashtextextended('network:' || $1, 0))`, [address])
      // An insert that waited for that lock would give up after three seconds.
      await asRole(
        pool,
        'anon',
        `select set_config('lock_timeout', '3s', true);
         insert into public.contact_form_submissions (name, email, message) values ('Asha Rao', '${email}', 'Hello')`,
        [],
        { 'x-forwarded-for': address },
      )
    } finally {
      await holder.query('select pg_advisory_unlock_all()')
      holder.release()
    }
    expect(await stored(email)).toHaveLength(1)
  })
})
