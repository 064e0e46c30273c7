/**
 * The insert PostgREST runs for a POST: every row in one statement, as the caller, naming only
 * columns the table has; then, for the local Database Webhook, the rows it stored, read back as the
 * backend's own role. A caller that went away meanwhile rolls it all back.
 */
import type { Queryable } from './database.ts'
import { type CallerRequest, type CallerSession } from './callerSession.ts'
import { CallerGone, HttpError } from './errors.ts'
import { identifier, quote } from './sqlNames.ts'

export interface InsertOptions {
  session: CallerSession
  /** Read back the rows stored (rows a trigger skipped are not among them); otherwise none are returned. */
  readStored: boolean
  /** True once the caller has gone (a timeout, a closed tab): then nothing is kept, so a retry cannot store it twice. */
  callerGone: () => boolean
}

/** Inserts `rows` into the request's table in `tx`, returning the rows stored when asked to. */
export async function insertRows(
  tx: Queryable,
  request: CallerRequest,
  rows: Record<string, unknown>[],
  { session, readStored, callerGone }: InsertOptions,
): Promise<Record<string, unknown>[]> {
  const { table } = request
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))]
  const known = await session.columnsOf(tx, table)
  const unknown = columns.find((column) => !known.has(column) || !identifier.test(column))
  if (unknown) {
    throw new HttpError(400, {
      code: 'PGRST204',
      message: `Could not find the '${unknown}' column of '${table}' in the schema cache`,
      details: null,
      hint: null,
    })
  }
  await session.actAs(tx, request)
  if (columns.length === 0) {
    await tx.query(`insert into public.${quote(table)} default values`)
  } else {
    const list = columns.map(quote).join(', ')
    await tx.query(
      `insert into public.${quote(table)} (${list}) select ${list} from json_populate_recordset(null::public.${quote(table)}, $1::json)`,
      [JSON.stringify(rows)],
    )
  }
  const stored = readStored ? await rowsInsertedBy(tx, table) : []
  if (callerGone()) throw new CallerGone()
  return stored
}

/**
 * The rows this transaction inserted, read as the backend's own role (the caller may not read them).
 * The trigger stamps received_at with the transaction's time, so the index on it finds them without
 * scanning the table.
 */
async function rowsInsertedBy(tx: Queryable, table: string): Promise<Record<string, unknown>[]> {
  await tx.query('reset role')
  const { rows } = await tx.query<{ rows: Record<string, unknown>[] }>(
    `select coalesce(json_agg(t order by t.id), '[]'::json) as rows from public.${quote(table)} t where t.received_at = now() and t.xmin = (txid_current() % 4294967296)::text::xid`,
  )
  return rows[0]?.rows ?? []
}
