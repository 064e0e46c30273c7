// Serves the built site on http://localhost:4173 (or $PORT) with the same rules as production:
// clean URLs, and the 404 page with status 404 for anything that is not a page.
import { createReadStream, existsSync } from 'node:fs'
import { createServer, type Server, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import sirv from 'sirv'

const root = join(import.meta.dirname, '..', 'dist')

export function serveSite(port: number): Server {
  if (!existsSync(join(root, '404.html'))) {
    console.error('dist/ has no build in it: run `npm run build` first.')
    process.exit(1)
  }
  const serveFile = sirv(root, { extensions: ['html'], etag: true, dotfiles: false })
  const sendNotFound = (res: ServerResponse) => {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
    createReadStream(join(root, '404.html')).pipe(res)
  }
  return createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost')
    if (/^\/404(\.html)?$/.test(pathname)) return sendNotFound(res)
    serveFile(req, res, () => sendNotFound(res))
  }).listen(port, () => {
    console.log(`Site: http://localhost:${port}`)
  })
}

if (import.meta.filename === process.argv[1]) serveSite(Number(process.env.PORT ?? 4173))
