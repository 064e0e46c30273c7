import type { ComponentType } from 'react'
import { matchRoutes, type RouteObject } from 'react-router-dom'
import type { RouteRecord } from 'vite-react-ssg'
import { loadEntry, type RouteHandle } from './lib/entries'
import { loadOnce, readOrWait } from './lib/loadOnce'

type LoadRouteModule = () => Promise<{ Component?: ComponentType }>

const routeModules = loadOnce((load: LoadRouteModule) => load())

/** A page whose code loads on demand, waiting for it (inside the navigation) when it has not arrived. */
function LazyPage({ load }: { load: LoadRouteModule }) {
  const { Component } = readOrWait(routeModules, load)
  return Component ? <Component /> : null
}

/** The route table for the declarative router, which matches and renders with identical markup but loads no data. */
export function clientRoutes(records: readonly RouteRecord[]): RouteObject[] {
  return records.map(({ path, caseSensitive, Component, lazy, children }) => ({
    path,
    caseSensitive,
    element: lazy ? <LazyPage load={lazy as LoadRouteModule} /> : Component ? <Component /> : undefined,
    children: children ? clientRoutes(children) : undefined,
  }))
}

/** Loads the code of every route a path matches, and its entry: before the first render, and ahead of a navigation. */
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
