import { loadRouteTable } from '../../scripts/builder/routeTable'

export { NOT_FOUND_PATH, redirects } from '../../src/paths'
export const { pagePaths, pagesByRoute, prerenderPaths } = await loadRouteTable()

/** The file the build writes for a pre-rendered or redirected path. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}
