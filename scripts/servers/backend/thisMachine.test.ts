import { describe, expect, it } from 'vitest'
import { isLocalHost } from './thisMachine.ts'

describe('isLocalHost', () => {
  it.each(['localhost', 'localhost:54321', 'LocalHost:4173', '127.0.0.1', '127.0.0.1:54321', '[::1]', '[::1]:54321'])(
    'accepts %s, a name of this machine on any port',
    (host) => {
      expect(isLocalHost(host)).toBe(true)
    },
  )

  it.each([
    ['a rebound name', 'rebound.example:54321'],
    ['a name that starts like this machine', 'localhost.rebound.example'],
    ['a name that embeds the address', '127.0.0.1.nip.io:54321'],
    ['a bare IPv6 address', '::1'],
    ['a port that is not a number', 'localhost:x'],
    ['an empty Host', ''],
    ['no Host at all (HTTP/1.0)', undefined],
  ])('refuses %s', (_case, host) => {
    expect(isLocalHost(host)).toBe(false)
  })
})
