import { describe, expect, it } from 'vitest'
import { errorBody, statusForDatabaseError } from './postgrest.ts'

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
    expect(errorBody({ code: '23514', message: 'violates check' })).toEqual({ code: '23514', message: 'violates check', details: null, hint: null })
    expect(errorBody({ code: 'PT429', message: 'Too many', detail: 'd', hint: 'h' })).toEqual({ code: 'PT429', message: 'Too many', details: 'd', hint: 'h' })
  })
})
