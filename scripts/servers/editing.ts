// The content editor's API for `npm start`: Decap's own local file server (decap-server's registerLocalFs), mounted
// inside the site's server at EDITOR_API_PATH, so the editor at /admin calls its own origin and no other port opens.
// decap-server serves every file of the folder it is given and checks neither where a request is addressed nor which
// page sent it. Before it sees a request, this lets through only the site's own pages on this machine (localOnly.ts,
// which refuses other hosts' pages, DNS rebinding and other local ports) and only files under content/, where the
// entries and their pictures are: not .git/, the outbox or the build's own files.
import { realpath } from 'node:fs/promises'
import { basename, dirname, join, resolve, sep } from 'node:path'
import express, { type NextFunction, type Request, type Response } from 'express'
import { registerLocalFs } from '../adapters/decapServer.ts'
import { nonLocalRefusal } from './localOnly.ts'

/** The keys under which decap-server's actions name a file or a folder. */
const PATH_KEYS = new Set(['path', 'newPath', 'folder', 'mediaFolder', 'paths'])

/** Every file or folder `params` names, at any depth, with its key. */
function namedPaths(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return PATH_KEYS.has(key) ? [[key, value]] : []
  if (Array.isArray(value)) return value.flatMap((item) => namedPaths(item, key))
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([name, item]) => namedPaths(item, name))
  return []
}

/** Where `path` really leads: its symbolic links followed, as far as it exists. */
const realPath = (path: string): Promise<string> =>
  realpath(path).catch(async () => join(await realPath(dirname(path)), basename(path)))

export async function editingApi(repoDir: string) {
  const content = join(await realpath(join(repoDir, 'content')), sep)
  // An entry keeps its file's name, so the editor never moves one (decap-server would not wait for the move).
  const refused = async ([key, path]: [string, string]) =>
    key === 'newPath' || !(await realPath(resolve(repoDir, path))).startsWith(content)
  const app = express()
  app.use((req, res, next) => {
    const refusal = nonLocalRefusal(req, { sameOrigin: true })
    if (refusal) res.status(refusal.status).type('text').send(refusal.message)
    else next()
  })
  // Pictures arrive inside the JSON, as base64: decap-server's own limit.
  app.use(express.json({ limit: '50mb' }))
  // Express 4 does not wait for a promise: a check that fails goes on to the error handler below.
  app.use((req, res, next) => {
    const paths = namedPaths((req.body as { params?: unknown } | undefined)?.params)
    Promise.all(paths.map(refused))
      .then((answers) => {
        const outside = paths.filter((_, index) => answers[index]).map(([, path]) => path)
        if (outside.length === 0) return next()
        res.status(403).json({ error: `The editor reads and writes content/ only, not ${outside.join(', ')}` })
      })
      .catch(next)
  })
  // Its documented setting, read once as it registers.
  process.env.GIT_REPO_DIRECTORY = repoDir
  await registerLocalFs(app, { logLevel: 'warn' })
  // A request it cannot read is answered without the server's own details (express shows a stack trace).
  app.use((_error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    res.status(400).json({ error: 'The request could not be read.' })
  })
  return app
}
