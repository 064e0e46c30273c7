// The site's host behaviour, written once and rendered for Netlify and Cloudflare Pages (`_headers`,
// `_redirects`), Vercel (`vercel.json`) and nginx (`nginx.conf`), which all say the same thing.

export interface HostRules {
  redirects: Readonly<Record<string, string>>
  pagePaths: readonly string[]
  /** The security headers of every response (nginx narrows them for hashed assets). */
  headers: Readonly<Record<string, string>>
  /** The content editor's page: no page of the site, kept out of search engines. */
  editorPath: string
}

// The only headers that mean something on a hashed asset: over HTTP/1.1 this saves about 2 KB a request.
const ASSET_HEADERS = ['Strict-Transport-Security', 'X-Content-Type-Options']

export const HASHED_ASSETS = '/assets/'
export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'public, max-age=0, must-revalidate'
const EDITOR_HEADERS = { 'Cache-Control': REVALIDATE, 'X-Robots-Tag': 'noindex' }

/** The host files themselves, which no host should serve. */
export const HOST_FILES = ['_headers', '_redirects', 'vercel.json', 'nginx.conf'] as const

// A page's other spellings (/contact.html, /contact/), redirected to the page. Only lower-case letters, digits,
// hyphens and single slashes: the path is decoded, and a backslash, tab or line break would send browsers to another
// site or write a header of the caller's choosing.
export const otherSpelling = /^(?<page>(\/[a-z0-9-]+)+)(\.html|\/)$/

const WRITTEN_BY = '# Written by the build (scripts/hosting/): edit the rules there, not this file.'

export function headersFile(rules: HostRules): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')
  return [
    WRITTEN_BY,
    block('/*', rules.headers),
    block(`${HASHED_ASSETS}*`, { 'Cache-Control': IMMUTABLE }),
    ...rules.pagePaths.map((path) => block(path, { 'Cache-Control': REVALIDATE })),
    block(rules.editorPath, EDITOR_HEADERS),
    '',
  ].join('\n')
}

// A redirected path has a file too (`/` has index.html, for hosts that read no rules), which Netlify serves instead of
// an unforced rule; that page sends the browser on itself. Cloudflare Pages' documented syntax has no forced `301!`.
export function redirectsFile(rules: HostRules): string {
  return [WRITTEN_BY, ...Object.entries(rules.redirects).map(([from, to]) => `${from} ${to} 301`), ''].join('\n')
}

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
        { source: rules.editorPath, headers: headers({ 'X-Robots-Tag': EDITOR_HEADERS['X-Robots-Tag'] }) },
      ],
    },
    null,
    2,
  )}\n`
}

/** The inside of an nginx `server` block; each location repeats `add_header`, as nginx drops the outer ones there. */
export function nginxConfig(rules: HostRules): string {
  const quote = (value: string) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
  const location = (match: string, directives: string[], headers = rules.headers, cacheControl = REVALIDATE) => {
    const added = Object.entries({ ...headers, 'Cache-Control': cacheControl }).map(
      ([name, value]) => `add_header ${name} ${quote(value)} always;`,
    )
    return `location ${match} {\n${[...directives, ...added].map((line) => `    ${line}\n`).join('')}}`
  }
  const assetHeaders = Object.fromEntries(ASSET_HEADERS.map((name) => [name, rules.headers[name]!]))
  const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return `${WRITTEN_BY}
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
  .map(([from, to]) => location(`= ${from}`, [`return 301 ${to}$is_args$args;`]))
  .join('\n')}

# Neither the host files, nor the 404 page's own path, nor the file that stands in for a redirect
# on hosts without rules (index) are pages.
${location(`~ ^/(${HOST_FILES.map(escapeRegex).join('|')}|404|index)$`, ['return 404;'])}

# One address per page: /contact.html and /contact/ lead to /contact; only paths made of what pages' paths hold.
${location(`~ ${otherSpelling.source}`, ['return 301 $page$is_args$args;'])}

# Debian's MIME list has no entry for web manifests.
${location('~ \\.webmanifest$', ['types { }', 'default_type application/manifest+json;'])}

${location(HASHED_ASSETS, ['try_files $uri =404;'], assetHeaders, IMMUTABLE)}

# Each page, whose <meta> holds its Content-Security-Policy: the header says only what a meta cannot.
${rules.pagePaths.map((path) => location(`= ${quote(path)}`, [`try_files ${quote(`${path}.html`)} =404;`])).join('\n')}

${location(`= ${rules.editorPath}`, [`try_files ${rules.editorPath}.html =404;`, `add_header X-Robots-Tag ${EDITOR_HEADERS['X-Robots-Tag']} always;`])}

${location('/', ['try_files $uri $uri.html =404;'])}

${location('= /404.html', ['internal;'])}
`
}
