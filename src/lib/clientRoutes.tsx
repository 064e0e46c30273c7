import { matchRoutes, type RouteObject } from 'react-router-dom'
import type { RouteRecord } from 'vite-react-ssg'
import { loadedRouteModule, loadRouteModule, type LoadRouteModule } from './routeModules'

/** Renders a page whose code loads on demand, waiting for it (inside the navigation) when it has not arrived. */
function LazyPage({ load }: { load: LoadRouteModule }) {
  const module = loadedRouteModule(load)
  // The navigation waits for the page's code; if it cannot arrive, the browser loads the page itself.
  if (!module) throw loadRouteModule(load).catch(() => window.location.reload())
  const { Component } = module
  return Component ? <Component /> : null
}

/**
 * The route table as the browser's router takes it. The build renders the same table with the
 * generator's data router; the browser needs none of that router's data loading, only matching
 * and rendering, which the much smaller declarative router does with identical markup.
 */
export function clientRoutes(records: readonly RouteRecord[]): RouteObject[] {
  return records.map(({ path, caseSensitive, Component, lazy, children }) => ({
    path,
    caseSensitive,
    element: lazy ? <LazyPage load={lazy as LoadRouteModule} /> : Component ? <Component /> : undefined,
    children: children ? clientRoutes(children) : undefined,
  }))
}

/** Loads the code of every route a path matches: before the first render, so that it matches the HTML, and ahead of a navigation. */
export function loadRoutesOf(records: RouteRecord[], pathname: string): Promise<unknown> {
  const loads = (matchRoutes(records, pathname) ?? []).flatMap(({ route }) => (route.lazy ? [loadRouteModule(route.lazy as LoadRouteModule)] : []))
  return Promise.all(loads)
}
