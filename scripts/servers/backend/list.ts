/** The select PostgREST runs for a GET (what `npm run submissions` shows): every row the caller may read, as JSON. */
import type { Queryable } from './database.ts'
import type { CallerRequest, CallerSession } from './callerSession.ts'
import { quote } from './sqlNames.ts'

export async function listRows(tx: Queryable, request: CallerRequest, session: CallerSession): Promise<unknown> {
  await session.columnsOf(tx, request.table)
  await session.actAs(tx, request)
  const { rows } = await tx.query<{ rows: unknown }>(
    `select coalesce(json_agg(t), '[]'::json) as rows from public.${quote(request.table)} t`,
  )
  return rows[0]?.rows ?? []
}
