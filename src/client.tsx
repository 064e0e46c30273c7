// The browser's entry. The build renders through vite-react-ssg (src/main.tsx); the browser needs neither its runtime
// nor its head manager nor the data router, so this hydrates the same route table with the declarative router alone.
import { startTransition, useState, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter, matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom'
import type { RouteRecord } from 'vite-react-ssg'
import { NOT_FOUND_MARK } from './components/layout/RootLayout'
import { PrefetchRoute } from './components/ui/SmartLink'
import { loadEntry, type RouteHandle } from './lib/entries'
import { loadOnce, readOrWait } from './lib/loadOnce'
import { NOT_FOUND_PATH } from './paths'
import { routes } from './routes'
import './styles.css'

type LoadRouteModule = () => Promise<{ Component?: ComponentType }>

const routeModules = loadOnce((load: LoadRouteModule) => load())

/** A page whose code loads on demand, waiting for it (inside the navigation) when it has not arrived. */
function LazyPage({ load }: { load: LoadRouteModule }) {
  const { Component } = readOrWait(routeModules, load)
  return Component ? <Component /> : null
}

/** The route table for the declarative router, which matches and renders with identical markup but loads no data. */
function clientRoutes(records: readonly RouteRecord[]): RouteObject[] {
  return records.map(({ path, Component, lazy, children }) => ({
    path,
    element: lazy ? <LazyPage load={lazy as LoadRouteModule} /> : Component ? <Component /> : undefined,
    children: children ? clientRoutes(children) : undefined,
  }))
}

/** Loads the code of every route a path matches, and its entry: before the first render, and ahead of a navigation. */
function loadRoutesOf(pathname: string): Promise<unknown> {
  const loads = (matchRoutes(routes, pathname) ?? []).flatMap(({ route, params }) => {
    const { collection } = (route.handle ?? {}) as RouteHandle
    return [
      ...(route.lazy ? [routeModules.load(route.lazy as LoadRouteModule)] : []),
      ...(collection && params.name ? [loadEntry(collection, params.name)] : []),
    ]
  })
  return Promise.all(loads)
}

const siteRoutes = clientRoutes(routes)

// Hosts answer an unknown address with the 404 page, which a route may take (a policy's `/:name` takes any name):
// that page is hydrated as `/404`, wherever it was served, until the visitor goes elsewhere.
const servedNotFound = document.querySelector(`[${NOT_FOUND_MARK}]`) !== null

function Site() {
  const location = useLocation()
  const [firstPage] = useState(location.key)
  // Only the 404 page is given a location of its own: that sets the navigation type to POP for what
  // it renders, which would keep the scroll handling of every other page from telling a link from Back.
  return useRoutes(
    siteRoutes,
    servedNotFound && location.key === firstPage ? { ...location, pathname: NOT_FOUND_PATH } : undefined,
  )
}

const prefetchRoute = (href: string) => loadRoutesOf(new URL(href, window.location.href).pathname).catch(() => {})

await loadRoutesOf(servedNotFound ? NOT_FOUND_PATH : window.location.pathname)
// From here React answers clicks (replaying those made while it hydrates), not index.html's script.
document.documentElement.dataset.hydrating = 'true'
// As a transition, hydration works in slices of a few milliseconds and yields to the browser between
// them: taps and scrolling stay responsive on a slow phone while it runs.
startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <PrefetchRoute.Provider value={prefetchRoute}>
        <Site />
      </PrefetchRoute.Provider>
    </BrowserRouter>,
  )
})
