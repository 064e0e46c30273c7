import { describe, expect, it } from 'vitest'
import { apiPort, localApiUrl, localSiteOrigin, sitePort } from './localSettings.ts'

describe('the local ports', () => {
  it('follow SITE_PORT and API_PORT, each on its own', () => {
    const env = { SITE_PORT: '8080', API_PORT: ' 9999 ' }
    expect([localSiteOrigin(env), localApiUrl(env)]).toEqual(['http://localhost:8080', 'http://127.0.0.1:9999'])
    expect(apiPort({ SITE_PORT: '8080' })).toBe(54321)
  })

  it('refuse what is not a port, naming the variable', () => {
    for (const value of ['0', '65536', 'abc', '80a', '-1', '1.5']) {
      expect(() => apiPort({ API_PORT: value })).toThrow(
        `API_PORT must be a port number from 1 to 65535, not "${value}".`,
      )
    }
    expect(() => sitePort({ SITE_PORT: 'x' })).toThrow(/^SITE_PORT/)
  })
})
