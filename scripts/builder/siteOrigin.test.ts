import { describe, expect, it } from 'vitest'
import { localSiteOrigin } from '../localSettings.ts'
import { siteOrigin } from './siteOrigin.ts'

describe('siteOrigin', () => {
  it('falls back to the local server, with a warning, when VITE_SITE_URL is not set', () => {
    const site = siteOrigin({})
    expect(site.origin).toBe(localSiteOrigin({}))
    expect(site.warning).toMatch(/VITE_SITE_URL is not set/)
  })

  it('keeps the origin without a trailing slash', () => {
    expect(siteOrigin({ VITE_SITE_URL: 'https://www.example.org/' })).toEqual({ origin: 'https://www.example.org' })
    expect(siteOrigin({ VITE_SITE_URL: ' https://Example.org ' })).toEqual({ origin: 'https://example.org' })
  })

  it('refuses what is not an origin', () => {
    expect(() => siteOrigin({ VITE_SITE_URL: 'www.example.org' })).toThrow(/must be an address/)
    expect(() => siteOrigin({ VITE_SITE_URL: 'ftp://example.org' })).toThrow(/https/)
    expect(() => siteOrigin({ VITE_SITE_URL: 'https://example.org/site' })).toThrow(/origin alone/)
    expect(() => siteOrigin({ VITE_SITE_URL: 'https://example.org/?ref=1' })).toThrow(/origin alone/)
  })
})
