import { ViteReactSSG } from 'vite-react-ssg'
import { prerenderPaths } from './pagePaths'
import { routes } from './routes'

/**
 * The build's entry: vite-react-ssg renders every path of the route table to HTML through it. The
 * browser hydrates those pages from src/client.tsx. The site has no route loaders (each page
 * imports the content it shows), and the build publishes no loader data (scripts/builder/finishBuild.ts).
 */
export const createRoot = ViteReactSSG({ routes })

/** Read by the build: exactly the pages of the route table, plus the 404 page. */
export const includedRoutes = () => prerenderPaths
