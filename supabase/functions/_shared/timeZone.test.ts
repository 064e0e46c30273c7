// A time zone is a name from the IANA database that Intl knows, not an abbreviation or an offset.
import { describe, expect, it } from 'vitest'
import { isTimeZone } from './timeZone.ts'

describe('isTimeZone', () => {
  it.each(['Asia/Kolkata', 'Europe/London', 'America/Argentina/Buenos_Aires', 'Etc/GMT-5', 'UTC'])(
    'accepts %s',
    (name) => expect(isTimeZone(name)).toBe(true),
  )

  it.each(['IST', 'EST', '+05:30', 'GMT+5:30', 'Asia/Bengaluru', 'Mars/Olympus', 'Asia/Kolkata ', ''])(
    'refuses %j',
    (name) => expect(isTimeZone(name)).toBe(false),
  )
})
