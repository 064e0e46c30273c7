// The rows a POST asks to insert: the shapes PostgREST accepts, and the bodies refused before anything walks them.
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { HttpError } from './errors.ts'
import { maxBodyBytes, maxJsonDepth, parseRows, readBody } from './requestBody.ts'

/** What parsing `body` was refused with. */
function refusal(body: string) {
  try {
    parseRows(body)
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError)
    return { status: (error as HttpError).status, ...(error as HttpError).body }
  }
  throw new Error(`${body} was accepted`)
}

describe('parseRows', () => {
  it('takes one object as one row, and an array of objects as several', () => {
    expect(parseRows('{"name":"Asha"}')).toEqual([{ name: 'Asha' }])
    expect(parseRows('[{"name":"Asha","email":"a@example.com"},{"email":"b@example.com","name":"Ben"}]')).toHaveLength(
      2,
    )
  })

  it.each(['', '{"name":', 'null', '"text"', '[]', '[1, 2]', '[[]]', '[{"name":"Asha"}, null]'])(
    'refuses %j as empty or invalid json',
    (body) => {
      expect(refusal(body)).toMatchObject({ status: 400, code: 'PGRST102', message: 'Empty or invalid json' })
    },
  )

  it('refuses rows whose keys differ, as PostgREST does', () => {
    expect(refusal('[{"name":"Asha"},{"email":"b@example.com"}]')).toEqual({
      status: 400,
      code: 'PGRST102',
      message: 'All object keys must match',
      details: null,
      hint: null,
    })
  })

  it('refuses JSON nested deeper than the bound without walking it, at any depth beyond it', () => {
    const nested = (depth: number) => `{"name":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`
    expect(parseRows(nested(maxJsonDepth))).toHaveLength(1)
    expect(refusal(nested(maxJsonDepth + 1))).toMatchObject({
      status: 400,
      details: `JSON nested more than ${maxJsonDepth} levels deep`,
    })
    expect(refusal(nested(100_000))).toMatchObject({
      status: 400,
      details: `JSON nested more than ${maxJsonDepth} levels deep`,
    })
  })
})

describe('readBody', () => {
  it('joins the chunks as they arrive, a character split between two included', async () => {
    const bytes = Buffer.from('{"name":"आशा"}')
    expect(await readBody(Readable.from([bytes.subarray(0, 11), bytes.subarray(11)]))).toBe('{"name":"आशा"}')
  })

  it('refuses a body over the bound with 413 once the bound is passed, reading no further', async () => {
    let chunksRead = 0
    const chunk = Buffer.alloc(64 * 1024, 'x')
    async function* endless() {
      for (;;) {
        chunksRead++
        yield chunk
      }
    }
    await expect(readBody(endless())).rejects.toMatchObject({
      status: 413,
      body: { code: 'PGRST413', message: 'Request body too large' },
    })
    expect(chunksRead).toBe(maxBodyBytes / chunk.length + 1)
  })
})
