import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The only site the pages may frame: the privacy-enhanced YouTube player. */
const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com'

// What only a header can say (browsers ignore `frame-ancestors` in a `<meta>`): all a page's header says on nginx,
// as repeating the meta's policy would add half a kilobyte to the page's first round trip.
export const HEADER_ONLY_POLICY = "frame-ancestors 'none'"

/** Nothing is allowed by default; beyond the site's files, only inline code with the `'sha256-…'` sources given. */
export function contentSecurityPolicy(
  sources: { apiOrigin: string; scriptHashes: Iterable<string>; styleHashes: Iterable<string> },
  { forMeta = false } = {},
): string {
  const list = (hashes: Iterable<string>) => [...new Set(hashes)].sort()
  const directives = [
    ['default-src', "'none'"],
    ['script-src', "'self'", ...list(sources.scriptHashes)],
    ['style-src', "'self'", ...list(sources.styleHashes)],
    // data: for the tiny blurred placeholders written into the pages.
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    // The Supabase origin the form posts to; the site's own too, for tools that read its files from inside the page
    // (Lighthouse fetches robots.txt so): with scripts limited to our own files, it lets nothing leave for elsewhere.
    ['connect-src', "'self'", sources.apiOrigin],
    ['frame-src', VIDEO_ORIGIN],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
  ]
  return [...directives.map((directive) => directive.join(' ')), ...(forMeta ? [] : [HEADER_ONLY_POLICY])].join('; ')
}

// Powerful features the site never uses, denied to it and to any frame. The player's (autoplay, fullscreen…) keep
// their defaults, and its frame gets them through its `allow` attribute; frame-src above admits no other frame.
// Naming them too cost 227 bytes of every page's headers, which pushed /home past its first round trip.
const permissionsPolicy = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

export function securityHeaders(policy: string): Record<string, string> {
  return {
    'Content-Security-Policy': policy,
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy,
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

export const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

// The stylesheet sonner writes into the page, so not in the built HTML: taken from the library. It adds the
// `<style>` empty and fills it after; the browser checks both, so the empty one is allowed too.
export function toastStylesheets(): string[] {
  const source = readFileSync(fileURLToPath(import.meta.resolve('sonner')), 'utf8')
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1]
  if (!literal)
    throw new Error('sonner no longer injects its stylesheet the way the build expects: update toastStylesheets()')
  return ['', JSON.parse(literal) as string]
}

/** Puts a page's own policy first in its head, right after the charset, before any script or style. */
export function addPolicyMeta(page: Document, policy: string): void {
  const charset = page.querySelector('head > meta[charset]')
  if (!charset) throw new Error('A page has no <meta charset> to put its policy after')
  const meta = page.createElement('meta')
  // The writer lists the attribute set last first: http-equiv leads, as a reader expects.
  meta.setAttribute('content', policy)
  meta.setAttribute('http-equiv', 'Content-Security-Policy')
  charset.after(meta)
}
