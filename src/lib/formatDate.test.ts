import { afterEach, describe, expect, it } from 'vitest'
import { formatDate } from './formatDate'

const zone = process.env.TZ
afterEach(() => {
  if (zone === undefined) delete process.env.TZ
  else process.env.TZ = zone
})

describe('formatDate', () => {
  it('writes the policy date as the spec shows it', () => {
    expect(formatDate('2023-06-01')).toBe('June 1, 2023')
  })

  // Midnight UTC is still the day before west of UTC: a visitor there would see it, were the zone the visitor's.
  it.each(['America/Los_Angeles', 'Pacific/Pago_Pago'])('does not shift the day in %s', (timeZone) => {
    process.env.TZ = timeZone
    expect(new Date('2024-12-31T00:00:00Z').getDate(), 'the zone is in force').toBe(30)
    expect(formatDate('2024-12-31')).toBe('December 31, 2024')
  })
})
