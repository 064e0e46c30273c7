/**
 * The site's host behaviour, written once and rendered for each host: Netlify and Cloudflare Pages
 * (`_headers`, `_redirects`), Vercel (`vercel.json`) and nginx (`nginx.conf`, included in a server
 * block). Every file says the same thing:
 * - each redirect answers 301;
 * - each page answers at its clean path (no `.html`, no trailing slash) from `<path>.html`;
 * - anything else answers `404.html` with status 404;
 * - hashed files under `/assets/` are cached for a year, everything else is revalidated;
 * - every response carries the security headers, except that nginx sends a hashed asset only the
 *   ones that apply to it (ASSET_HEADERS), and each page, whose `<meta>` holds its policy, only
 *   what a meta cannot say (`pageHeaders`).
 */
export interface HostRules {
  /** Permanent redirects, from path to path. */
  redirects: Readonly<Record<string, string>>
  /** The paths answered with a page, such as "/home". */
  pagePaths: readonly string[]
  /** The security headers: on every response, but for what nginx narrows (`pageHeaders`, ASSET_HEADERS). */
  headers: Readonly<Record<string, string>>
  /**
   * Each page's own headers, where a host can give one path its own (nginx): the same, but with a
   * policy that leaves to the page's `<meta>` what it says (headerOnlyPolicy). The other hosts send
   * `headers`.
   */
  pageHeaders?: Readonly<Record<string, Readonly<Record<string, string>>>>
}

/**
 * The headers that still mean something on a hashed asset (a script, a stylesheet, an image): the
 * others govern documents. Over HTTP/1.1, which sends every header in full, this saves about 2 KB
 * on each of a page's requests.
 */
const ASSET_HEADERS = ['Strict-Transport-Security', 'X-Content-Type-Options']

/** Files whose names carry a hash of their content: they never change, so they are kept for a year. */
export const HASHED_ASSETS = '/assets/'
export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Pages and other files with stable names: cached, but checked with the server before each use. */
export const REVALIDATE = 'public, max-age=0, must-revalidate'

/** The host files themselves, which no host should serve. */
export const HOST_FILES = ['_headers', '_redirects', 'vercel.json', 'nginx.conf'] as const

/** Netlify and Cloudflare Pages: `_headers`. */
export function headersFile(rules: HostRules): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')
  return [
    '# Written by the build (scripts/builder/hosting/): edit the rules there, not this file.',
    block('/*', rules.headers),
    block(`${HASHED_ASSETS}*`, { 'Cache-Control': IMMUTABLE }),
    ...rules.pagePaths.map((path) => block(path, { 'Cache-Control': REVALIDATE })),
    '',
  ].join('\n')
}

/**
 * Netlify and Cloudflare Pages: `_redirects`. No file exists at a redirected path, so no rule needs
 * Netlify's force mark (`301!`), which Cloudflare would reject.
 */
export function redirectsFile(rules: HostRules): string {
  return [
    '# Written by the build (scripts/builder/hosting/): edit the rules there, not this file.',
    ...Object.entries(rules.redirects).map(([from, to]) => `${from} ${to} 301`),
    '',
  ].join('\n')
}

/** Vercel: `vercel.json`, for a deployment of `dist/` itself. */
export function vercelConfig(rules: HostRules): string {
  const headers = (values: Record<string, string>) => Object.entries(values).map(([key, value]) => ({ key, value }))
  return `${JSON.stringify(
    {
      cleanUrls: true,
      trailingSlash: false,
      redirects: Object.entries(rules.redirects).map(([source, destination]) => ({
        source,
        destination,
        statusCode: 301,
      })),
      headers: [
        { source: '/(.*)', headers: headers(rules.headers) },
        // One Cache-Control per path: the two patterns do not overlap.
        { source: `${HASHED_ASSETS}(.*)`, headers: headers({ 'Cache-Control': IMMUTABLE }) },
        { source: `/((?!${HASHED_ASSETS.slice(1)}).*)`, headers: headers({ 'Cache-Control': REVALIDATE }) },
      ],
    },
    null,
    2,
  )}\n`
}

/**
 * nginx: the inside of a `server` block, to `include` after its `listen` and `root`. `add_header`
 * is repeated in each location because nginx drops the outer ones where a location adds its own.
 */
export function nginxConfig(rules: HostRules): string {
  const quote = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
  const headers = (cacheControl: string, indent: string, values: Readonly<Record<string, string>> = rules.headers) =>
    Object.entries({ ...values, 'Cache-Control': cacheControl })
      .map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`)
      .join('\n')
  const assetHeaders = Object.fromEntries(
    Object.entries(rules.headers).filter(([name]) => ASSET_HEADERS.includes(name)),
  )
  const pages = Object.entries(rules.pageHeaders ?? {}).map(
    ([path, values]) => `location = ${path} {
${headers(REVALIDATE, '    ', values)}
    try_files ${path}.html =404;
}`,
  )
  const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return `# Written by the build (scripts/builder/hosting/): edit the rules there, not this file.
# Include it in a server block after its listen and root (root pointing at this folder):
#   server { listen 443 ssl; server_name example.org; root /srv/site; include /srv/site/nginx.conf; }
charset utf-8;
server_tokens off;
# Redirects keep the host and scheme the visitor used, whatever proxy sits in front.
absolute_redirect off;
etag on;
# Text is sent compressed, as the other hosts do on their own.
gzip on;
gzip_vary on;
gzip_comp_level 6;
gzip_min_length 512;
gzip_types text/css text/javascript application/javascript application/json application/manifest+json image/svg+xml text/xml text/plain;
error_page 404 /404.html;

${Object.entries(rules.redirects)
  .map(
    ([from, to]) => `location = ${from} {
${headers(REVALIDATE, '    ')}
    return 301 ${to}$is_args$args;
}`,
  )
  .join('\n')}

# Neither the host files, nor the 404 page's own path, nor the file that stands in for a redirect
# on hosts without rules (index) are pages.
location ~ ^/(${HOST_FILES.map(escapeRegex).join('|')}|404|index)$ {
${headers(REVALIDATE, '    ')}
    return 404;
}

# One address per page: /contact.html and /contact/ lead to /contact. Only a path made of what the
# site's own addresses hold (lower-case letters, digits, hyphens, single slashes) is redirected: the
# path is decoded here, and a backslash, a tab or a line break in it would lead browsers to another
# site or write a header of the caller's choosing.
location ~ ^(?<page>(/[a-z0-9-]+)+)(\\.html|/)$ {
${headers(REVALIDATE, '    ')}
    return 301 $page$is_args$args;
}

# Debian's MIME list has no entry for web manifests.
location ~ \\.webmanifest$ {
    types { }
    default_type application/manifest+json;
${headers(REVALIDATE, '    ')}
}

location ${HASHED_ASSETS} {
${headers(IMMUTABLE, '    ', assetHeaders)}
    try_files $uri =404;
}

# Each page, whose <meta> holds its Content-Security-Policy: the header adds what a meta cannot say.
${pages.join('\n')}

location / {
${headers(REVALIDATE, '    ')}
    try_files $uri $uri.html =404;
}

location = /404.html {
    internal;
${headers(REVALIDATE, '    ')}
}
`
}
