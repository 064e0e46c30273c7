import { loadRouteTable } from '../../scripts/builder/routeTable'

export const { pagePaths, prerenderPaths, NOT_FOUND_PATH, redirects } = await loadRouteTable()

/** The file the build writes for a pre-rendered or redirected path. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}
