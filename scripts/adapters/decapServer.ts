// decap-server's README runs its local file API as a server on a port of its own. This mounts the middleware that server
// is made of, a file its package does not document, in the site's server: the editor calls its own origin, one port less.
import { createRequire } from 'node:module'
import type { Express } from 'express'

export const WRITTEN_FOR = 'decap-server 3.11.3'

export const { registerLocalFs } = createRequire(import.meta.url)('decap-server/dist/middlewares.js') as {
  registerLocalFs(app: Express, options?: { logLevel?: string }): Promise<void>
}
