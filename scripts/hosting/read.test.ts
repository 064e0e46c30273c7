// `npm run serve` reads the host files as Netlify and Cloudflare Pages do. These files are written by hand in those
// hosts' syntax, so a reader that agreed with a wrong writer would fail here (the writer's test is configs.test.ts).
import { describe, expect, it } from 'vitest'
import { parseHeadersFile, parseRedirectsFile, patternMatches } from './read.ts'

describe('parseHeadersFile', () => {
  it('reads each path with the headers indented under it, a colon in a value included, and skips comments', () => {
    const file = [
      '# On every response',
      '/*',
      '  X-Frame-Options: DENY',
      "  Content-Security-Policy: default-src 'self'; img-src https://cdn.example:8443",
      '',
      '/assets/*',
      '  # A year',
      '  Cache-Control: public, max-age=31536000, immutable',
      '/contact',
      '  Cache-Control: no-cache',
      '',
    ].join('\n')
    expect(parseHeadersFile(file)).toEqual([
      {
        pattern: '/*',
        headers: {
          'X-Frame-Options': 'DENY',
          'Content-Security-Policy': "default-src 'self'; img-src https://cdn.example:8443",
        },
      },
      { pattern: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
      { pattern: '/contact', headers: { 'Cache-Control': 'no-cache' } },
    ])
  })
})

describe('patternMatches', () => {
  it('takes a path exactly, or every path under a pattern ending in *', () => {
    const cases: [pattern: string, path: string, matches: boolean][] = [
      ['/*', '/contact', true],
      ['/assets/*', '/assets/app-1.js', true],
      ['/assets/*', '/contact', false],
      ['/contact', '/contact', true],
      ['/contact', '/contacts', false],
      ['/contact', '/contact/form', false],
    ]
    expect(cases.map(([pattern, path]) => patternMatches(pattern, path))).toEqual(cases.map(([, , matches]) => matches))
  })
})

describe('parseRedirectsFile', () => {
  it("reads each rule's path, target and status, 301 where none is written (Netlify's default)", () => {
    const file = ['# Moved pages', '/ /home 301', '/old-pricing   /contact  302', '/team /home', ''].join('\n')
    expect([...parseRedirectsFile(file)]).toEqual([
      ['/', { to: '/home', status: 301 }],
      ['/old-pricing', { to: '/contact', status: 302 }],
      ['/team', { to: '/home', status: 301 }],
    ])
  })
})
