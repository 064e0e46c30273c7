import { describe, expect, it } from 'vitest'
import { cn } from './cn'

describe('cn', () => {
  it('keeps a colour beside a size from the site type scale', () => {
    expect(cn('text-ink', 'text-display')).toBe('text-ink text-display')
  })

  it('lets a later utility override an earlier one of the same kind', () => {
    expect(cn('px-4 text-sm', 'px-6')).toBe('text-sm px-6')
    expect(cn('text-title', 'text-lead')).toBe('text-lead')
  })
})
