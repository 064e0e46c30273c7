import { createBrowserRouter } from 'react-router-dom'
import { ViteReactSSG, type RouteRecord } from 'vite-react-ssg'
import { prerenderPaths, routes } from './routes'
import './styles.css'

/**
 * The site has no route loaders: all content is bundled. On the client vite-react-ssg gives every
 * route a loader that fetches build-time data files on each navigation; dropping those loaders
 * saves those requests, and the build does not publish the data files (see vite.config.ts).
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
