import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The only site the pages may frame: the privacy-enhanced YouTube player. */
export const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com'

/** What a page's policy allows beyond its own origin. */
export interface PolicySources {
  /** The Supabase origin the contact form posts to: the only other origin in `connect-src`. */
  apiOrigin: string
  /** `'sha256-…'` sources of the inline scripts and styles allowed. */
  scriptHashes: Iterable<string>
  styleHashes: Iterable<string>
}

type Directive = [name: string, ...sources: string[]]

/** What only a header can say: browsers ignore `frame-ancestors` in a `<meta>` policy. */
const HEADER_ONLY: Directive[] = [['frame-ancestors', "'none'"]]

const serialize = (directives: Directive[]) => directives.map((directive) => directive.join(' ')).join('; ')

/**
 * The Content-Security-Policy of the site. Nothing is allowed by default; scripts, styles, images and
 * fonts come from the site itself, plus exactly the inline scripts and styles whose hashes are given.
 * `frame-ancestors` only works in a header: a `<meta>` policy leaves it out (`forMeta`).
 */
export function contentSecurityPolicy(sources: PolicySources, { forMeta = false } = {}): string {
  const list = (hashes: Iterable<string>) => [...new Set(hashes)].sort()
  return serialize([
    ['default-src', "'none'"],
    ['script-src', "'self'", ...list(sources.scriptHashes)],
    ['style-src', "'self'", ...list(sources.styleHashes)],
    // data: for the tiny blurred placeholders written into the pages.
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    // The site's own origin too, for tools that read its files from inside the page (Lighthouse fetches
    // robots.txt so): with scripts limited to our own files, it lets nothing leave for anywhere else.
    ['connect-src', "'self'", sources.apiOrigin],
    ['frame-src', VIDEO_ORIGIN],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ...(forMeta ? [] : HEADER_ONLY),
  ])
}

/**
 * The policy in the header of a page that carries its own in a `<meta>` (addPolicyMeta), where a host
 * can give each page its own header (nginx): only what the meta cannot say. The browser enforces
 * both; the meta comes right after the charset, before anything the page loads, so it covers all
 * of it. Repeating it in the header would add half a kilobyte to every page's first round trip.
 */
export const headerOnlyPolicy = (): string => serialize(HEADER_ONLY)

/** The browser features the site needs, allowed only to itself and the video player; every other one denied. */
const permissionsPolicy = [
  ...['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'].map(
    (feature) => `${feature}=(self "${VIDEO_ORIGIN}")`,
  ),
  ...[
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
  ].map((feature) => `${feature}=()`),
].join(', ')

/** The security headers of the site's responses, whatever the host (nginx sends a hashed asset only those that apply to it). */
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

/** The CSP source for an inline script or style with exactly this text. */
export const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * The stylesheet sonner writes into the page when its toast area mounts. It is not in the built
 * HTML, so its hash is taken from the library itself. sonner adds the `<style>` empty and fills it
 * after: the browser checks both states, so the empty one is allowed too (it styles nothing).
 */
export function toastStylesheets(): string[] {
  return ['', toastStylesheet()]
}

function toastStylesheet(): string {
  const source = readFileSync(fileURLToPath(import.meta.resolve('sonner')), 'utf8')
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1]
  if (!literal)
    throw new Error('sonner no longer injects its stylesheet the way the build expects: update toastStylesheet()')
  return JSON.parse(literal) as string
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
