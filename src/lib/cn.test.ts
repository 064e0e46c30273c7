import { describe, expect, it } from 'vitest'
import { cn } from './cn'

describe('cn', () => {
  it('joins class names in order, dropping false and empty ones', () => {
    expect(cn('text-ink', false, undefined, '', 'text-display', ['px-4', { 'py-2': true, hidden: false }])).toBe(
      'text-ink text-display px-4 py-2',
    )
  })
})
