// decap-server ships its middlewares (a CommonJS bundle) without types: the one editing.ts calls, as its README shows.
declare module 'decap-server/dist/middlewares.js' {
  import type { Express } from 'express'
  const middlewares: { registerLocalFs(app: Express, options?: { logLevel?: string }): Promise<void> }
  export default middlewares
}
