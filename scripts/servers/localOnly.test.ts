import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { nonLocalRefusal } from './localOnly.ts'

/** A request as the server on port 4173 receives it. */
const received = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  ({ headers, socket: { remoteAddress, localPort: 4173 } }) as unknown as IncomingMessage

describe('nonLocalRefusal', () => {
  it("answers this machine's own pages, addressed to it by name and its own port", () => {
    for (const host of ['localhost:4173', '127.0.0.1:4173', '[::1]:4173'])
      expect(nonLocalRefusal(received({ host, origin: `http://${host}` }))).toBeUndefined()
    expect(nonLocalRefusal(received({ host: 'localhost:4173' }, '::ffff:127.0.0.1'))).toBeUndefined()
  })

  it('refuses another machine, even one naming localhost (the site shown to others with SITE_HOST)', () => {
    const host = 'localhost:4173'
    expect(nonLocalRefusal(received({ host, origin: `http://${host}` }, '192.168.1.20'))?.status).toBe(421)
  })

  it("refuses a request addressed to another port or name, or called by another site's page", () => {
    expect(nonLocalRefusal(received({ host: 'localhost:5173' }))?.status).toBe(421)
    expect(nonLocalRefusal(received({ host: 'localhost' }))?.status).toBe(421)
    expect(nonLocalRefusal(received({ host: 'rebound.example:4173' }))?.status).toBe(421)
    const host = 'localhost:4173'
    expect(nonLocalRefusal(received({ host, origin: 'http://localhost:5173' }))).toBeUndefined()
    expect(nonLocalRefusal(received({ host, origin: 'https://elsewhere.example' }))?.status).toBe(403)
  })
})
