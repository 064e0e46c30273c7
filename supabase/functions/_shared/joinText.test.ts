// A name's own full stop and the fixed words after it share one full stop.
import { describe, expect, it } from 'vitest'
import { joinText } from './joinText.ts'

describe('joinText', () => {
  it('keeps one full stop where a name ends with its own', () => {
    expect(joinText('Lumen Learning Labs Pvt. Ltd.', '. All rights reserved.')).toBe(
      'Lumen Learning Labs Pvt. Ltd. All rights reserved.',
    )
    expect(joinText('Yahoo!', '.')).toBe('Yahoo!')
  })

  it('adds the full stop after a name without one', () => {
    expect(joinText('Lumen Learning Labs', '. All rights reserved.')).toBe('Lumen Learning Labs. All rights reserved.')
  })

  it('leaves other joins as they are', () => {
    expect(joinText('Pvt. Ltd.', ', Bengaluru')).toBe('Pvt. Ltd., Bengaluru')
    expect(joinText('Lumen', '')).toBe('Lumen')
  })
})
