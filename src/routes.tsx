import type { ComponentType } from 'react'
import { matchRoutes, useLocation } from 'react-router-dom'
import type { RouteRecord } from 'vite-react-ssg'
import { caseStudyLoaders, legalDocumentLoaders, solutionLoaders } from './content/collections'
import RootLayout from './components/layout/RootLayout'
import { CASE_STUDIES_PATH, caseStudyPath, CONTACT_PATH, HOME_PATH, legalPath, NOT_FOUND_PATH, redirects, solutionPath, SOLUTIONS_PATH } from './paths'

export { NOT_FOUND_PATH, redirects }

/** Route `handle` of the routes that render the 404 page. */
const notFoundHandle = { notFound: true }

/** Child routes are written without the leading slash. */
const childPath = (path: string) => path.slice(1)

/**
 * One route per entry of a collection, at the entry's path, each loading the page's code together
 * with that entry's content alone, so that a page never ships the rest of its collection.
 */
function entryRoutes<Entry>(
  pathOf: (name: string) => string,
  loaders: Record<string, () => Promise<Entry>>,
  page: () => Promise<{ Page: ComponentType<{ entry: Entry }> }>,
): RouteRecord[] {
  return Object.entries(loaders).map(([name, load]) => ({
    path: childPath(pathOf(name)),
    lazy: async () => {
      const [{ Page }, entry] = await Promise.all([page(), load()])
      return { Component: () => <Page entry={entry} /> }
    },
  }))
}

/** Any other address under a collection's prefix renders the 404 page. */
const unknownEntry = (pathOf: (name: string) => string): RouteRecord => ({ path: childPath(pathOf('*')), lazy: () => import('./pages/NotFound'), handle: notFoundHandle })

/** The page shell, told whether this address renders the 404 page. */
function Shell() {
  return <RootLayout notFound={rendersNotFound(useLocation().pathname)} />
}

/** The one route table: the router, the pre-render list and the end-to-end tests all read it. */
export const routes: RouteRecord[] = [
  {
    Component: Shell,
    children: [
      { path: '/', lazy: () => import('./pages/RedirectHome') },
      { path: childPath(HOME_PATH), lazy: () => import('./pages/Home') },
      { path: childPath(CASE_STUDIES_PATH), lazy: () => import('./pages/CaseStudies') },
      ...entryRoutes(caseStudyPath, caseStudyLoaders, () => import('./pages/CaseStudy')),
      unknownEntry(caseStudyPath),
      { path: childPath(CONTACT_PATH), lazy: () => import('./pages/Contact') },
      ...entryRoutes(legalPath, legalDocumentLoaders, () => import('./pages/Legal')),
      { path: childPath(SOLUTIONS_PATH), lazy: () => import('./pages/Solutions') },
      ...entryRoutes(solutionPath, solutionLoaders, () => import('./pages/Solution')),
      unknownEntry(solutionPath),
      { path: '*', lazy: () => import('./pages/NotFound'), handle: notFoundHandle },
    ],
  },
]

/**
 * True when a path renders the 404 page (an unknown address, or an unknown entry of a collection).
 * Known from the route table alone, so the pre-rendered `/404` and the first render in the browser
 * at any unknown address agree.
 */
export function rendersNotFound(pathname: string): boolean {
  return (matchRoutes(routes, pathname) ?? []).some(({ route }) => route.handle === notFoundHandle)
}

/** The pre-rendered paths of a route tree: every route's path as written, catch-alls (`*`) left out. */
function collectPaths(records: RouteRecord[], parent = ''): string[] {
  return records.flatMap((record) => {
    if (record.path === undefined) return collectPaths(record.children ?? [], parent)
    if (record.path.endsWith('*')) return []
    const path = record.path.startsWith('/') ? record.path : `${parent}/${record.path}`
    return [path, ...collectPaths(record.children ?? [], path)]
  })
}

const routePaths = collectPaths(routes)

/** Every path that answers 200 with its own page: what the sitemap lists and the tests visit. */
export const pagePaths: string[] = routePaths.filter((path) => !(path in redirects))

/** Every HTML file the build writes: the pages plus the 404 page. */
export const prerenderPaths: string[] = [...pagePaths, NOT_FOUND_PATH]
