import { matchRoutes } from 'react-router-dom'
import { routes } from '@/routes'

const fetched = new Set<string>()

/**
 * Loads the code of the page a link leads to, so that following it does not wait for the network:
 * called when a visitor points at or focuses the link. Each page is fetched once; a failure (such
 * as being offline) lets a later attempt try again.
 */
export function prefetchRoute(to: string): void {
  const { pathname } = new URL(to, window.location.href)
  if (fetched.has(pathname)) return
  fetched.add(pathname)
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function') route.lazy().catch(() => fetched.delete(pathname))
  }
}
