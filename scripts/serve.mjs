// Serves the built site on http://localhost:4173 (or $PORT) with the same rules as production:
// clean URLs, and the 404 page with status 404 for anything that is not a page.
import { createReadStream, existsSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import sirv from 'sirv'

const root = join(import.meta.dirname, '..', 'dist')
const port = Number(process.env.PORT ?? 4173)

if (!existsSync(join(root, '404.html'))) {
  console.error('dist/ has no build in it: run `npm run build` first.')
  process.exit(1)
}

const serveFile = sirv(root, { extensions: ['html'], etag: true, dotfiles: false })

function sendNotFound(res) {
  res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
  createReadStream(join(root, '404.html')).pipe(res)
}

createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost')
  if (/^\/404(\.html)?$/.test(pathname)) return sendNotFound(res)
  serveFile(req, res, () => sendNotFound(res))
}).listen(port, () => {
  console.log(`Site: http://localhost:${port}`)
})
