// The host files the build writes for Netlify and Cloudflare Pages, as their documented syntax reads (nginx.conf is
// checked on a real nginx, e2e/nginx/hosting.spec.ts). Comments left out: they are for people.
import { describe, expect, it } from 'vitest'
import { headersFile, redirectsFile, type HostRules } from './configs.ts'

const rules: HostRules = {
  redirects: { '/': '/home' },
  pagePaths: ['/home', '/contact'],
  headers: { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "frame-ancestors 'none'" },
  editorPath: '/admin',
}
const withoutComments = (file: string) => file.replace(/^#.*\n/gm, '')

describe('the host files', () => {
  // One Cache-Control per path: hosts join a header that two matching rules set with a comma.
  it('give every response the security headers, hashed assets a year, pages revalidation and the editor noindex', () => {
    expect(withoutComments(headersFile(rules))).toBe(`/*
  X-Content-Type-Options: nosniff
  Content-Security-Policy: frame-ancestors 'none'
/assets/*
  Cache-Control: public, max-age=31536000, immutable
/home
  Cache-Control: public, max-age=0, must-revalidate
/contact
  Cache-Control: public, max-age=0, must-revalidate
/admin
  Cache-Control: public, max-age=0, must-revalidate
  X-Robots-Tag: noindex
`)
  })

  it('redirect permanently', () => {
    expect(withoutComments(redirectsFile(rules))).toBe('/ /home 301\n')
  })
})
