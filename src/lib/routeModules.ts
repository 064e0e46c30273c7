import type { ComponentType } from 'react'

/** What a page module gives its route: the component that renders the page. */
export interface RouteModule {
  Component?: ComponentType
}

export type LoadRouteModule = () => Promise<RouteModule>

const loaded = new Map<LoadRouteModule, RouteModule>()
const loading = new Map<LoadRouteModule, Promise<RouteModule>>()

/**
 * Loads a page's code once, whoever asks first (the first render, a link being pointed at, a
 * navigation). A failure (such as being offline) is forgotten, so that a later attempt tries again.
 */
export function loadRouteModule(load: LoadRouteModule): Promise<RouteModule> {
  let promise = loading.get(load)
  if (!promise) {
    promise = load().then(
      (module) => {
        loaded.set(load, module)
        return module
      },
      (error: unknown) => {
        loading.delete(load)
        throw error
      },
    )
    loading.set(load, promise)
  }
  return promise
}

/** The page's code if it has already arrived, so that rendering it needs no wait. */
export function loadedRouteModule(load: LoadRouteModule): RouteModule | undefined {
  return loaded.get(load)
}
