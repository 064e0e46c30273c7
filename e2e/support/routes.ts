import { loadRouteTable } from '../../scripts/build/routeTable'

export const { pagePaths, prerenderPaths, NOT_FOUND_PATH } = await loadRouteTable()

/** The file the build writes for a pre-rendered path. */
export function htmlFileFor(path: string): string {
  return `${path.slice(1)}.html`
}
