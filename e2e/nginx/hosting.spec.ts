import { get, type IncomingMessage } from 'node:http'
import { connect } from 'node:net'
import type { APIResponse } from '@playwright/test'
import { supabaseTarget } from '../../scripts/builder/buildEnv'
import { expect, test } from '../support/fixtures'
import { metaPolicyOf, parsePolicy } from '../support/policy'
import { headingsIn } from '../support/html'
import { content } from '../support/content'
import { pagePaths } from '../support/routes'
import { readHtml } from '../../scripts/builder/html'
import { pageCodeOf } from '../../scripts/builder/deferHydration'

const API_ORIGIN = supabaseTarget(process.env).url
const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'public, max-age=0, must-revalidate'

/** One file of each kind the build publishes, found in the home page. */
async function sampleAssets(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const page = readHtml(await (await request.get('/home')).text())
  const found = (what: string, file: string | undefined) => {
    if (!file) throw new Error(`No ${what} on /home`)
    return file
  }
  return [
    // The page names its code on the script that loads it once the page is shown.
    found('script', pageCodeOf(page)?.entry),
    found(
      'stylesheet',
      page.querySelector('link[rel="stylesheet"][href^="/assets/"]')?.getAttribute('href') ?? undefined,
    ),
    found('AVIF image', page.querySelector('source[type="image/avif"]')?.getAttribute('srcset')?.split(' ')[0]),
  ]
}

/** The head of nginx's answer to a request for `path` written byte for byte. */
async function rawGet(baseURL: string, path: string): Promise<string> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    let answer = ''
    const socket = connect(Number(port), hostname, () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`),
    )
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
  })
}

// The headers every response carries, and the policy the browser enforces: the header's, which forbids framing, and,
// for a page, its <meta>'s. Each directive checked must be said by one of them, and hold in each that says it.
async function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers()
  expect(headers['strict-transport-security'], what).toBe('max-age=63072000; includeSubDomains')
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin-allow-popups')
  expect(headers['permissions-policy'], what).toMatch(/(^|, )camera=\(\)/)
  expect(headers['permissions-policy'], what).toMatch(/(^|, )geolocation=\(\)/)

  const header = parsePolicy(headers['content-security-policy'] ?? '')
  expect(header.get('frame-ancestors'), what).toEqual(["'none'"])
  const isPage = headers['content-type']?.startsWith('text/html') && response.status() !== 301
  if (!isPage) return
  const policies = [header, parsePolicy(metaPolicyOf(await response.text()) ?? '')]
  const sourcesOf = (directive: string) => {
    const saying = policies.filter((policy) => policy.has(directive)).map((policy) => policy.get(directive)!)
    expect(saying.length, `${what}: ${directive} is said`).toBeGreaterThan(0)
    return saying
  }
  for (const [directive, expected] of [
    ['default-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['connect-src', ["'self'", API_ORIGIN]],
    ['frame-src', ['https://www.youtube-nocookie.com']],
  ] as const) {
    for (const sources of sourcesOf(directive)) expect(sources, `${what}: ${directive}`).toEqual(expected)
  }
  for (const directive of ['script-src', 'style-src']) {
    for (const sources of sourcesOf(directive)) {
      expect(sources[0], what).toBe("'self'")
      for (const source of sources.slice(1)) expect(source, `${what}: ${directive}`).toMatch(/^'sha256-[\w+/]+=*'$/)
    }
  }
}

test.describe('served by nginx with the configuration the build wrote', () => {
  test('every kind of response carries the security headers', async ({ request }) => {
    const paths = [...pagePaths, '/', '/no-such-page', '/404.html', '/contact/', '/favicon.svg', '/robots.txt']
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0 })
      await expectSecurityHeaders(response, `${path} (${response.status()})`)
    }
  })

  test('hashed assets are cached for a year, with the headers that apply to them and no document policy; pages are revalidated', async ({
    request,
  }) => {
    for (const asset of await sampleAssets(request)) {
      const response = await request.get(asset)
      const headers = response.headers()
      expect(response.status(), asset).toBe(200)
      expect(headers['cache-control'], asset).toBe(IMMUTABLE)
      expect(headers['strict-transport-security'], asset).toBe('max-age=63072000; includeSubDomains')
      expect(headers['x-content-type-options'], asset).toBe('nosniff')
      expect(headers['content-security-policy'], asset).toBeUndefined()
    }
    for (const path of [...pagePaths, '/favicon.svg']) {
      const response = await request.get(path)
      expect(response.headers()['cache-control'], path).toBe(REVALIDATE)
      expect(response.headers()['etag'], path).toBeTruthy()
    }
  })

  test('/ redirects permanently to /home, and each page has one address: no .html, no trailing slash', async ({
    request,
  }) => {
    for (const [path, target] of [
      ['/', '/home'],
      ['/contact/', '/contact'],
      ['/contact.html', '/contact'],
      ['/case-studies/', '/case-studies'],
      ['/solutions/lms.html', '/solutions/lms'],
      ['/contact/?from=ad', '/contact?from=ad'],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(301)
      expect(response.headers()['location'], path).toBe(target)
    }
  })

  test("a crafted path leads nowhere: no redirect to another site, no header of the caller's", async ({ baseURL }) => {
    // Sent as raw bytes, as an attacker would: a URL library would normalise these paths first.
    for (const path of [
      '/%5Cevil.example/',
      '/%5Cevil.example.html',
      '/%09/evil.example/',
      '/%2F%2Fevil.example/',
      '/x%0D%0ASet-Cookie:%20owned=1/',
      '/x%0DSet-Cookie:%20owned=1/',
      '/%0D/',
      '/Contact/',
    ]) {
      const answer = await rawGet(baseURL!, path)
      const [statusLine, ...headerLines] = answer.split('\r\n\r\n')[0]!.split('\r\n')
      expect(statusLine, path).toMatch(/^HTTP\/1\.1 (400|404) /)
      expect(
        headerLines.filter((line) => /^(location|set-cookie):/i.test(line)),
        path,
      ).toEqual([])
    }
  })

  test('the host files are not served', async ({ request }) => {
    for (const path of ['/_headers', '/_redirects', '/vercel.json', '/nginx.conf']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      expect(headingsIn(await response.text()), path).toEqual([content.pages.notFound.heading])
    }
  })
})

test('pages and assets are sent compressed to browsers that accept gzip', async ({ request }) => {
  const textAssets = (await sampleAssets(request)).filter((asset) => /\.(js|css)$/.test(asset))
  expect(textAssets.length).toBeGreaterThan(1)
  for (const path of ['/home', ...textAssets]) {
    const response = await new Promise<IncomingMessage>((resolve, reject) =>
      get(new URL(path, test.info().project.use.baseURL), { headers: { 'accept-encoding': 'gzip' } }, resolve).on(
        'error',
        reject,
      ),
    )
    response.resume()
    expect(response.headers['content-encoding'], path).toBe('gzip')
  }
})
