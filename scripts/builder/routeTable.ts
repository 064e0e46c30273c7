import { loadConfigFromFile, runnerImport } from 'vite'

type RouteTable = typeof import('../../src/pagePaths')

/** The pages the pre-renderer builds, listed from content through the site's own Vite config (content plugin too). */
export async function loadRouteTable(): Promise<RouteTable> {
  const loaded = await loadConfigFromFile({ command: 'serve', mode: 'test' }, 'vite.config.ts', process.cwd(), 'error')
  const { module } = await runnerImport<RouteTable>('/src/pagePaths.ts', { ...loaded!.config, logLevel: 'error' })
  return module
}
