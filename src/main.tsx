// The build's entry: vite-react-ssg renders every path of the route table through it; the browser hydrates from
// src/client.tsx. No route has loaders: each page imports the content it shows.
import { ViteReactSSG } from 'vite-react-ssg'
import { prerenderPaths } from './pagePaths'
import { routes } from './routes'

export const createRoot = ViteReactSSG({ routes })

export const includedRoutes = () => prerenderPaths
