import { describe, expect, it } from 'vitest'
import { headersFile, IMMUTABLE, redirectsFile, REVALIDATE, type HostRules } from './configs.ts'
import { parseHeadersFile, parseRedirectsFile, patternMatches } from './read.ts'

const rules: HostRules = {
  redirects: { '/': '/home' },
  pagePaths: ['/home', '/contact'],
  headers: { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'" },
  editorPath: '/admin',
}

describe('the host files, read back', () => {
  it('give the same headers, per path, as the rules they were written from', () => {
    const parsed = parseHeadersFile(headersFile(rules))
    const headersFor = (path: string) =>
      Object.assign({}, ...parsed.filter((rule) => patternMatches(rule.pattern, path)).map((rule) => rule.headers))
    expect(headersFor('/home')).toEqual({ ...rules.headers, 'Cache-Control': REVALIDATE })
    expect(headersFor('/assets/app-1234.js')).toEqual({ ...rules.headers, 'Cache-Control': IMMUTABLE })
    expect(headersFor('/favicon.svg')).toEqual(rules.headers)
  })

  it('never set Cache-Control twice for one path, which some hosts would join with a comma', () => {
    const parsed = parseHeadersFile(headersFile(rules))
    for (const path of ['/home', '/contact', '/assets/x.js', '/favicon.svg']) {
      expect(
        parsed.filter((rule) => patternMatches(rule.pattern, path) && 'Cache-Control' in rule.headers).length,
        path,
      ).toBeLessThanOrEqual(1)
    }
  })

  it('give the redirects as permanent ones', () => {
    expect([...parseRedirectsFile(redirectsFile(rules))]).toEqual([['/', { to: '/home', status: 301 }]])
  })
})
