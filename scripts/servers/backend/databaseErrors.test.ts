// PostgREST's answers to a failed statement: the status for each SQLSTATE, and the body supabase-js reads.
import { describe, expect, it } from 'vitest'
import { errorBody, rethrowAsHttp, statusForDatabaseError } from './databaseErrors.ts'
import { CallerGone, HttpError } from './errors.ts'

describe('statusForDatabaseError', () => {
  it.each([
    ['23514', 'anon', 400],
    ['23502', 'anon', 400],
    ['P0001', 'anon', 400],
    ['23505', 'anon', 409],
    ['23503', 'anon', 409],
    ['42501', 'anon', 401],
    ['42501', 'authenticated', 403],
    ['PT429', 'anon', 429],
    ['PT418', 'anon', 418],
    ['42P01', 'anon', 404],
    ['08006', 'anon', 503],
    ['53300', 'anon', 503],
    ['XX000', 'anon', 500],
    ['57014', 'anon', 500],
    ['57P01', 'anon', 503],
    ['22001', 'anon', 400],
  ])('maps %s as %s to %i, as PostgREST does', (code, role, status) => {
    expect(statusForDatabaseError(code, role)).toBe(status)
  })
})

describe('errorBody', () => {
  it('always carries the four fields supabase-js reads', () => {
    expect(errorBody({ code: '23514', message: 'violates check' })).toEqual({
      code: '23514',
      message: 'violates check',
      details: null,
      hint: null,
    })
    expect(errorBody({ code: 'PT429', message: 'Too many', detail: 'd', hint: 'h' })).toEqual({
      code: 'PT429',
      message: 'Too many',
      details: 'd',
      hint: 'h',
    })
  })
})

describe('rethrowAsHttp', () => {
  /** What rethrowAsHttp threw for `error`, raised in a transaction run as `role`. */
  function thrown(error: unknown, role = 'anon') {
    try {
      rethrowAsHttp(error, role)
    } catch (caught) {
      return caught
    }
  }

  it("answers a statement's failure with its status and the database's own words", () => {
    const answer = thrown({ code: '23514', message: 'violates check', detail: 'Failing row' }) as HttpError
    expect(answer).toBeInstanceOf(HttpError)
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 400,
      body: { code: '23514', message: 'violates check', details: 'Failing row', hint: null },
    })
    expect((thrown({ code: '42501', message: 'permission denied' }, 'authenticated') as HttpError).status).toBe(403)
  })

  it('answers a lost connection, which has no SQLSTATE, with 503 as PostgREST does', () => {
    for (const error of [
      new Error('Connection terminated unexpectedly'),
      { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED' },
    ]) {
      const answer = thrown(error) as HttpError
      expect({ status: answer.status, code: answer.body.code, details: answer.body.details }).toEqual({
        status: 503,
        code: 'PGRST001',
        details: error.message,
      })
    }
  })

  it('lets an answer already made, and a caller that went away, pass through as they are', () => {
    const made = new HttpError(404, { code: 'PGRST205', message: 'no such table', details: null, hint: null })
    const gone = new CallerGone()
    expect(thrown(made)).toBe(made)
    expect(thrown(gone)).toBe(gone)
  })
})
