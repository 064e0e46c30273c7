import { describe, expect, it } from 'vitest'
import { readHtml } from '../builder/html'
import { addPagePolicies, sha256Source } from './policy'

const page = (body: string) =>
  readHtml(`<!DOCTYPE html><html><head><meta charset="UTF-8"></head><body>${body}</body></html>`)
const policyOf = (document: Document) =>
  document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? ''

describe('addPagePolicies', () => {
  const built = 'console.log(1)'

  it('allows by its hash each inline script the build wrote, and data blocks need none', () => {
    const home = page(`<script>${built}</script><script type="application/ld+json">{}</script>`)
    addPagePolicies(new Map([['/home', home]]), 'https://api.example.org', new Set([built]))
    expect(policyOf(home)).toContain(`script-src 'self' ${sha256Source(built)};`)
  })

  it('stops the build on any other inline script, whatever put it in the page, and hashes none', () => {
    const terms = page(`<script>${built}</script><main><script>alert(document.cookie)</script></main>`)
    expect(() => addPagePolicies(new Map([['/terms', terms]]), 'https://api.example.org', new Set([built]))).toThrow(
      '/terms holds an inline script the build did not write: alert(document.cookie)',
    )
    expect(policyOf(terms)).toBe('')
  })
})
