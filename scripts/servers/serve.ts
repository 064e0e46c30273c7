// `npm run serve`: the built site as the static hosts serve it, following the `_redirects` and `_headers` the build
// wrote, with clean URLs, and the 404 page with status 404 for anything that is not a page. It listens on this machine
// only, unless SITE_HOST says otherwise.
import { once } from 'node:events'
import { createReadStream, existsSync, readFileSync } from 'node:fs'
import { createServer, type RequestListener, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import sirv from 'sirv'
import { HOST_FILES, otherSpelling } from '../hosting/configs.ts'
import { parseHeadersFile, parseRedirectsFile, patternMatches } from '../hosting/read.ts'
import { sitePort } from '../localSettings.ts'
import { safelyDecoded } from '../../src/lib/anchorId.ts'

export const DIST = join(import.meta.dirname, '..', '..', 'dist')

/** Answers requests for the build in `root` as the static hosts would. */
export function builtSite(root = DIST): RequestListener {
  if (!existsSync(join(root, '404.html')) || !existsSync(join(root, '_headers'))) {
    console.error('dist/ has no build in it: run `npm run build` first.')
    process.exit(1)
  }
  const headerRules = parseHeadersFile(readFileSync(join(root, '_headers'), 'utf8'))
  const redirects = parseRedirectsFile(readFileSync(join(root, '_redirects'), 'utf8'))
  const serveFile = sirv(root, { extensions: ['html'], etag: true, dotfiles: false })
  const sendNotFound = (res: ServerResponse) => {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
    createReadStream(join(root, '404.html')).pipe(res)
  }
  const notPages = new Set<string>([...HOST_FILES.map((file) => `/${file}`), '/404', '/404.html', '/index'])

  return (req, res) => {
    const url = URL.parse(req.url ?? '/', 'http://localhost')
    // Decoded before any rule sees it, as nginx does: /%5Fheaders is /_headers. A request line no URL parser accepts
    // (such as `//[`) or a malformed escape is the caller's mistake, not a reason to stop.
    const pathname = url ? safelyDecoded(url.pathname) : undefined
    if (!url || pathname === undefined) return res.writeHead(400).end()
    const { search } = url
    for (const rule of headerRules.filter((rule) => patternMatches(rule.pattern, pathname)))
      for (const [name, value] of Object.entries(rule.headers)) res.setHeader(name, value)
    const redirect = redirects.get(pathname)
    const clean = otherSpelling.exec(pathname)?.groups?.page
    if (redirect || clean) {
      res.writeHead(redirect?.status ?? 301, { Location: (redirect?.to ?? clean) + search })
      return res.end()
    }
    if (notPages.has(pathname)) return sendNotFound(res)
    serveFile(req, res, () => sendNotFound(res))
  }
}

/** Serves what `current()` answers with at each request: a build of the site (`npm start` swaps in each new one). */
export async function serveSite(port: number, current: () => RequestListener) {
  const server = createServer((req, res) => current()(req, res))
  await once(server.listen(port, process.env.SITE_HOST || '127.0.0.1'), 'listening')
  console.log(`Site: http://localhost:${(server.address() as AddressInfo).port}`)
  return server
}

if (import.meta.filename === process.argv[1]) {
  const site = builtSite()
  await serveSite(sitePort(), () => site)
}
