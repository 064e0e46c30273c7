import { describe, expect, it } from 'vitest'
import { anchorId } from './anchorId'

describe('anchorId', () => {
  it('decodes the hash into the id it points at', () => {
    expect(anchorId('#how%20it%20works')).toBe('how it works')
    expect(anchorId('#faq')).toBe('faq')
  })

  it('points at nothing, and throws nothing, when the hash is malformed', () => {
    expect(anchorId('#%E0%A4%A')).toBeUndefined()
  })
})
