import type { RouteRecord } from 'vite-react-ssg'
import { caseStudyIds, legalSlugs, solutions } from './content'
import RootLayout from './components/layout/RootLayout'
import type { RouteHandle } from './lib/useIsNotFound'
import { NOT_FOUND_PATH, redirects } from './paths'

export { NOT_FOUND_PATH, redirects }

const notFoundHandle: RouteHandle = { exists: () => false }

/**
 * A route with one parameter whose values come from content: each value is pre-rendered, and
 * any other value renders the 404 page.
 */
function contentRoute(
  base: string,
  param: string,
  values: string[],
  lazy: NonNullable<RouteRecord['lazy']>,
): RouteRecord {
  const handle: RouteHandle = { exists: (params) => values.includes(params[param] ?? '') }
  return {
    path: `${base}/:${param}`,
    lazy,
    handle,
    getStaticPaths: () => values.map((value) => `${base}/${value}`),
  }
}

/** The one route table: the router, the pre-render list and the end-to-end tests all read it. */
export const routes: RouteRecord[] = [
  {
    Component: RootLayout,
    children: [
      { path: '/', lazy: () => import('./pages/RedirectHome') },
      { path: 'home', lazy: () => import('./pages/Home') },
      { path: 'case-studies', lazy: () => import('./pages/CaseStudies') },
      contentRoute(
        'case-studies',
        'id',
        caseStudyIds,
        () => import('./pages/CaseStudy'),
      ),
      { path: 'contact', lazy: () => import('./pages/Contact') },
      ...legalSlugs.map((slug) => ({ path: slug, lazy: () => import('./pages/Legal') })),
      { path: 'solutions', lazy: () => import('./pages/Solutions') },
      contentRoute(
        'solutions',
        'slug',
        solutions.map((solution) => solution.slug),
        () => import('./pages/Solution'),
      ),
      { path: '*', lazy: () => import('./pages/NotFound'), handle: notFoundHandle },
    ],
  },
]

/** The pre-rendered paths of a route tree: static paths as written, parameters from their content. */
function collectPaths(records: RouteRecord[], parent = ''): string[] {
  return records.flatMap((record) => {
    if (record.path === undefined) return collectPaths(record.children ?? [], parent)
    if (record.path === '*') return []
    if (record.getStaticPaths) return (record.getStaticPaths() as string[]).map((staticPath) => `/${staticPath}`)
    const path = record.path.startsWith('/') ? record.path : `${parent}/${record.path}`
    return [path, ...collectPaths(record.children ?? [], path)]
  })
}

const routePaths = collectPaths(routes)

/** Every path that answers 200 with its own page: what the sitemap lists and the tests visit. */
export const pagePaths: string[] = routePaths.filter((path) => !(path in redirects))

/** Every HTML file the build writes: the pages plus the 404 page. */
export const prerenderPaths: string[] = [...pagePaths, NOT_FOUND_PATH]
