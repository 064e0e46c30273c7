/**
 * The rows a POST asks to insert: its body read up to a bound, then parsed as PostgREST parses it
 * (one object or an array of objects, all with the same keys), refusing hostile shapes cheaply.
 */
import { HttpError } from './errors.ts'

// The form's largest enquiry is about 20 KB; a bound well above it keeps a hostile body cheap to refuse.
export const maxBodyBytes = 256 * 1024
/** Deeper JSON than this is refused before anything tries to walk it (a stack overflow is not an answer). */
export const maxJsonDepth = 64

/** The body (a request, as it arrives) as text; a 413 as soon as it passes maxBodyBytes. */
export async function readBody(body: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body) {
    size += chunk.length
    if (size > maxBodyBytes)
      throw new HttpError(413, { code: 'PGRST413', message: 'Request body too large', details: null, hint: null })
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

export function parseRows(body: string): Record<string, unknown>[] {
  const invalid = (details: string | null) =>
    new HttpError(400, { code: 'PGRST102', message: 'Empty or invalid json', details, hint: null })
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch (error) {
    throw invalid(error instanceof Error ? error.message : null)
  }
  if (depthOf(parsed) > maxJsonDepth) throw invalid(`JSON nested more than ${maxJsonDepth} levels deep`)
  const rows = Array.isArray(parsed) ? parsed : [parsed]
  if (rows.length === 0 || !rows.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row))) {
    throw invalid('Send a JSON object, or an array of objects.')
  }
  // PostgREST inserts the columns of the first object into every row, so it insists they all agree.
  const keys = (row: object) => Object.keys(row).sort().join(',')
  if (rows.some((row) => keys(row) !== keys(rows[0])))
    throw new HttpError(400, { code: 'PGRST102', message: 'All object keys must match', details: null, hint: null })
  return rows as Record<string, unknown>[]
}

/** How deeply `value` nests arrays and objects, found without recursion. */
function depthOf(value: unknown): number {
  let deepest = 0
  const pending: [unknown, number][] = [[value, 0]]
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!
    if (typeof current !== 'object' || current === null) continue
    deepest = Math.max(deepest, depth + 1)
    if (deepest > maxJsonDepth) return deepest
    for (const child of Object.values(current)) pending.push([child, depth + 1])
  }
  return deepest
}
