import { startTransition, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter, useLocation, useRoutes } from 'react-router-dom'
import { NOT_FOUND_MARK } from './components/layout/RootLayout'
import { clientRoutes, loadRoutesOf } from './clientRoutes'
import { PrefetchRoute } from './lib/prefetchRoute'
import { NOT_FOUND_PATH } from './paths'
import { routes } from './routes'
import './styles.css'

// The browser's entry. The build renders through vite-react-ssg (src/main.tsx); the browser needs neither its runtime
// nor its head manager nor the data router, so this hydrates the same route table with the declarative router alone.
const siteRoutes = clientRoutes(routes)

// Hosts answer an unknown address with the 404 page, which a route may take (a policy's `/:name` takes any name):
// that page is hydrated as `/404`, wherever it was served, until the visitor goes elsewhere.
const servedNotFound = document.querySelector(`[${NOT_FOUND_MARK}]`) !== null
const renderedPath = servedNotFound ? NOT_FOUND_PATH : window.location.pathname

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

function prefetchRoute(href: string) {
  loadRoutesOf(routes, new URL(href, window.location.href).pathname).catch(() => undefined)
}

await loadRoutesOf(routes, renderedPath)
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
