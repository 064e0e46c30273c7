import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter, useRoutes } from 'react-router-dom'
import { clientRoutes, loadRoutesOf } from './lib/clientRoutes'
import { PrefetchRoute } from './lib/prefetchRoute'
import { routes } from './routes'
import './styles.css'

/**
 * The browser's entry: hydrates the pre-rendered page. The build renders pages through
 * vite-react-ssg (src/main.tsx); the browser needs neither its runtime nor its head manager nor the
 * data router, so this entry hydrates the same route table with the declarative router alone.
 */
const siteRoutes = clientRoutes(routes)

function Site() {
  return useRoutes(siteRoutes)
}

/** Each page's code is fetched once; a failure (such as being offline) lets a later attempt try again. */
function prefetchRoute(href: string) {
  loadRoutesOf(routes, new URL(href, window.location.href).pathname).catch(() => undefined)
}

await loadRoutesOf(routes, window.location.pathname)
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
