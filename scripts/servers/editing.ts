// The content editor's API for `npm start`: Decap's own local file server (decap-server's registerLocalFs), mounted
// inside the site's server at EDITOR_API_PATH, so the editor at /admin calls its own origin and no other port opens.
// decap-server serves every file of the folder it is given and checks neither where a request is addressed nor which
// page sent it. Before it sees a request, this lets through only the site's own pages on this machine (localOnly.ts,
// which refuses other hosts' pages, DNS rebinding and other local ports) and only files under content/, where the
// entries and their pictures are: not .git/, the outbox or the build's own files.
import { join, resolve, sep } from 'node:path'
import decapServer from 'decap-server/dist/middlewares.js'
import express from 'express'
import { nonLocalRefusal } from './localOnly.ts'

/** The keys under which decap-server's actions name a file or a folder. */
const PATH_KEYS = new Set(['path', 'newPath', 'folder', 'mediaFolder', 'paths'])

/** Every file or folder `params` names, at any depth. */
function namedPaths(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return PATH_KEYS.has(key) ? [value] : []
  if (Array.isArray(value)) return value.flatMap((item) => namedPaths(item, key))
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([name, item]) => namedPaths(item, name))
  return []
}

export async function editingApi(repoDir: string) {
  const content = join(resolve(repoDir), 'content', sep)
  const outside = (path: string) => !resolve(repoDir, path).startsWith(content)
  const app = express()
  app.use((req, res, next) => {
    const refusal = nonLocalRefusal(req.headers, { sameOrigin: true })
    if (refusal) res.status(refusal.status).type('text').send(refusal.message)
    else next()
  })
  // Pictures arrive inside the JSON, as base64: decap-server's own limit.
  app.use(express.json({ limit: '50mb' }))
  app.use((req, res, next) => {
    const refused = namedPaths((req.body as { params?: unknown } | undefined)?.params).filter(outside)
    if (refused.length > 0)
      res.status(403).json({ error: `The editor reads and writes content/ only, not ${refused.join(', ')}` })
    else next()
  })
  // Its documented setting, read once as it registers.
  process.env.GIT_REPO_DIRECTORY = repoDir
  await decapServer.registerLocalFs(app, { logLevel: 'warn' })
  return app
}
