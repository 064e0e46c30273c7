import { loadConfigFromFile, runnerImport } from 'vite'

type RouteTable = typeof import('../../src/pagePaths')

/**
 * The pages of the route table, listed from content through the site's own Vite config (content
 * plugin included), so that tests and the benchmark cover exactly the pages the pre-renderer builds.
 */
export async function loadRouteTable(): Promise<RouteTable> {
  const loaded = await loadConfigFromFile({ command: 'serve', mode: 'test' }, 'vite.config.ts', process.cwd(), 'error')
  if (!loaded) throw new Error('vite.config.ts not found')
  const { module } = await runnerImport<RouteTable>('/src/pagePaths.ts', { ...loaded.config, logLevel: 'error' })
  return module
}
