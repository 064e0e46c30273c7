import { describe, expect, it } from 'vitest'
import { formatDate } from './formatDate'

describe('formatDate', () => {
  it('writes the policy date as the spec shows it', () => {
    expect(formatDate('2023-06-01')).toBe('June 1, 2023')
  })

  it('does not shift the day with the time zone', () => {
    expect(formatDate('2024-12-31')).toBe('December 31, 2024')
  })
})
