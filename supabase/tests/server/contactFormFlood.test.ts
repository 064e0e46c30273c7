// Needs a real PostgreSQL server: a thousand inserts from many sessions at once, which the embedded database would
// serve one after another. A flood fills the ten-minute window of the whole site, so it gets a database of its own.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDatabase, insertAsAnon, uniqueSender, validRow } from '../support.ts'

let pool: pg.Pool

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: await freshDatabase(), max: 20 })
})
afterAll(() => pool.end())

const count = async (sql: string, params: unknown[] = []) => Number((await pool.query(sql, params)).rows[0].count)

describe('a flood of messages from many senders', () => {
  it('never closes the form to someone who has not written: 1,000 messages from 200 addresses, then a newcomer', async () => {
    const senders = Array.from({ length: 200 }, () => uniqueSender())
    // Each sender sends six at once: five of each land (1,000 in all, concurrently), and the sixth is refused.
    const results = await Promise.allSettled(
      senders.flatMap(({ address, email }) =>
        Array.from({ length: 6 }, () => insertAsAnon(pool, validRow(email), address)),
      ),
    )
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1000)
    expect(
      results
        .filter((result) => result.status === 'rejected')
        .map((result) => (result as PromiseRejectedResult).reason.code),
    ).toEqual(Array(200).fill('PT429'))
    expect(
      await count(
        `select count(*) from public.contact_form_submissions where received_at > now() - interval '10 minutes'`,
      ),
    ).toBe(1000)

    // A newcomer gets through, and so does the next one.
    const newcomer = uniqueSender()
    await insertAsAnon(pool, validRow(newcomer.email), newcomer.address)
    await insertAsAnon(pool, validRow(uniqueSender().email), uniqueSender().address)

    // While the site is this busy, each network may send one message per ten minutes, exactly, under concurrency.
    await expect(insertAsAnon(pool, validRow(uniqueSender().email), newcomer.address)).rejects.toMatchObject({
      code: 'PT429',
    })
    const rushing = uniqueSender().address
    const rushed = await Promise.allSettled(
      Array.from({ length: 10 }, () => insertAsAnon(pool, validRow(uniqueSender().email), rushing)),
    )
    expect(rushed.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    expect(
      await count('select count(*) from public.contact_form_submissions where client_address = $1', [rushing]),
    ).toBe(1)

    // An IPv6 sender counts by its /48 here: a second /64 of a network that just wrote waits too.
    await insertAsAnon(pool, validRow(uniqueSender().email), undefined, { 'cf-connecting-ip': '2001:db8:77:1::1' })
    await expect(
      insertAsAnon(pool, validRow(uniqueSender().email), undefined, { 'cf-connecting-ip': '2001:db8:77:2::1' }),
    ).rejects.toMatchObject({ code: 'PT429' })
  })
})
