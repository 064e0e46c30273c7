import type { ComponentType } from 'react'
import { matchRoutes, type RouteObject } from 'react-router-dom'
import type { RouteRecord } from 'vite-react-ssg'
import { loadEntry, type RouteHandle } from './lib/entries'
import { loadOnce, readOrWait } from './lib/loadOnce'

/** What a page module gives its route: the component that renders the page. */
interface RouteModule {
  Component?: ComponentType
}

type LoadRouteModule = () => Promise<RouteModule>

const routeModules = loadOnce((load: LoadRouteModule) => load())

/** Renders a page whose code loads on demand, waiting for it (inside the navigation) when it has not arrived. */
function LazyPage({ load }: { load: LoadRouteModule }) {
  const { Component } = readOrWait(routeModules, load)
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

/**
 * Loads the code of every route a path matches, and the entry it shows: before the first render, so
 * that it matches the HTML, and ahead of a navigation.
 */
export function loadRoutesOf(records: RouteRecord[], pathname: string): Promise<unknown> {
  const loads = (matchRoutes(records, pathname) ?? []).flatMap(({ route, params }) => {
    const { collection } = (route.handle ?? {}) as RouteHandle
    return [
      ...(route.lazy ? [routeModules.load(route.lazy as LoadRouteModule)] : []),
      ...(collection && params.name ? [loadEntry(collection, params.name)] : []),
    ]
  })
  return Promise.all(loads)
}
