import { createHash } from 'node:crypto'
import { toastStylesheets } from '../adapters/sonner.ts'
import { inlineCode } from '../builder/html.ts'

/** The only site the pages may frame: the privacy-enhanced YouTube player. */
const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com'

// What only a header can say (browsers ignore `frame-ancestors` in a `<meta>`): all any response's header says. Each
// page the build writes carries the rest in its own `<meta>` (addPagePolicies), so the editor at /admin can have a
// policy of its own on every host, and no page pays half a kilobyte of its first round trip for a repeat.
export const HEADER_ONLY_POLICY = "frame-ancestors 'none'"

/** Nothing is allowed by default; beyond the site's files, only inline code with the `'sha256-…'` sources given. */
export function contentSecurityPolicy(sources: {
  apiOrigin: string
  scriptHashes: Iterable<string>
  styleHashes: Iterable<string>
}): string {
  const list = (hashes: Iterable<string>) => [...new Set(hashes)].sort()
  return [
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
    .map((directive) => directive.join(' '))
    .join('; ')
}

/**
 * The content editor's policy: its scripts and fonts from the site alone, connections only to GitHub's API (where it
 * reads and saves content on the live site). Sveltia CMS needs one thing no page is allowed: inline styles (its
 * components style themselves). Its stylesheet also names its fonts on a CDN beside the copies it ships, and it asks
 * GitHub's status page how GitHub is: the policy refuses both, so nothing is asked of another site until sign-in.
 */
export function editorPolicy(): string {
  return [
    ['default-src', "'none'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    // blob: for pictures chosen for upload; GitHub's hosts for avatars and pictures read from the repository.
    [
      'img-src',
      "'self'",
      'data:',
      'blob:',
      'https://avatars.githubusercontent.com',
      'https://raw.githubusercontent.com',
    ],
    ['font-src', "'self'"],
    // blob: and data: for the editor's own copies of pictures and icons, read back as it shows or saves them.
    ['connect-src', "'self'", 'blob:', 'data:', 'https://api.github.com'],
    // The preview pane is a frame the editor writes itself, from a blob: of its own.
    ['frame-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    // The preview's frame names the editor's own address as its base.
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ]
    .map((directive) => directive.join(' '))
    .join('; ')
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

export function securityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': HEADER_ONLY_POLICY,
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy,
    // Not plain same-origin: the editor signs in to GitHub through a window it opens, which must be able to answer it.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  }
}

export const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

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

/**
 * Gives each page its policy: the hashes of its inline scripts and styles, and of the toasts' stylesheet. A script is
 * hashed only if the build wrote it (`builtScripts`, as it stands in the page): any other stops the build, whatever put
 * it there, so content can never bring a script the policy lets run.
 */
export function addPagePolicies(pages: Map<string, Document>, apiOrigin: string, builtScripts: ReadonlySet<string>) {
  const toastStyles = toastStylesheets().map(sha256Source)
  for (const [path, page] of pages) {
    const { scripts, styles } = inlineCode(page)
    const foreign = scripts.find((script) => !builtScripts.has(script))
    if (foreign !== undefined)
      throw new Error(`${path} holds an inline script the build did not write: ${foreign.slice(0, 80)}`)
    const styleHashes = [...styles.map(sha256Source), ...toastStyles]
    addPolicyMeta(page, contentSecurityPolicy({ apiOrigin, scriptHashes: scripts.map(sha256Source), styleHashes }))
  }
}
