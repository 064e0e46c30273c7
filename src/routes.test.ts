import { describe, expect, it } from 'vitest'
import { NOT_FOUND_PATH, pagePaths, prerenderPaths, redirects } from './routes'

describe('the route table', () => {
  it('holds every route of the spec, each once', () => {
    expect([...pagePaths].sort()).toEqual(
      [
        '/home',
        '/case-studies',
        '/case-studies/retail-transformation',
        '/case-studies/healthcare-efficiency',
        '/case-studies/financial-insights',
        '/case-studies/manufacturing-optimization',
        '/case-studies/supply-chain-intelligence',
        '/case-studies/customer-experience',
        '/contact',
        '/terms',
        '/privacy',
        '/refund',
        '/solutions',
        '/solutions/lms',
        '/solutions/last-mile-education',
        '/solutions/disha',
        '/solutions/comuniqa',
      ].sort(),
    )
  })

  it('sends / to /home, and pre-renders every page and the 404 page, nothing at a redirect', () => {
    expect(redirects).toEqual({ '/': '/home' })
    expect(prerenderPaths).toEqual([...pagePaths, NOT_FOUND_PATH])
  })

  it('redirects only to pages', () => {
    for (const target of Object.values(redirects)) expect(pagePaths).toContain(target)
  })
})
