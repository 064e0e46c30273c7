import { createBrowserRouter } from 'react-router-dom'
import { ViteReactSSG, type RouteRecord } from 'vite-react-ssg'
import { prerenderPaths, routes } from './routes'
import './styles.css'

/**
 * The site has no route loaders: all content is bundled. vite-react-ssg adds a loader to every
 * route on the client that fetches build-time data; without loaders the router starts ready, so
 * the 404 page served at any unknown URL hydrates with the routes that URL actually matches.
 */
function withoutLoaders(records: RouteRecord[]): RouteRecord[] {
  return records.map(({ loader: _loader, children, ...record }) =>
    (children ? { ...record, children: withoutLoaders(children) } : record) as RouteRecord,
  )
}

export const createRoot = ViteReactSSG({
  routes,
  customCreateRouter: (dataRoutes, options) => createBrowserRouter(withoutLoaders(dataRoutes as RouteRecord[]), options),
})

/** Read by the build: exactly the pages of the route table, plus the 404 page. */
export const includedRoutes = () => prerenderPaths
