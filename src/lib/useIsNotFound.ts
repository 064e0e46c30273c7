import { useMatches, type Params } from 'react-router-dom'

/** Route `handle` telling whether the matched parameters name something that exists. */
export interface RouteHandle {
  exists: (params: Params) => boolean
}

const hasExists = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).exists === 'function'

/**
 * True when the current URL renders the 404 page: the catch-all route, or a content route whose
 * parameter names no entry. Known from the route table alone, so the server render of `/404` and
 * the first client render at any unknown URL agree.
 */
export function useIsNotFound(): boolean {
  return useMatches().some((match) => hasExists(match.handle) && !match.handle.exists(match.params))
}
