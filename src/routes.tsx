import type { ComponentType } from 'react'
import { matchRoutes, useLocation, useParams } from 'react-router-dom'
import type { RouteRecord } from 'vite-react-ssg'
import {
  caseStudyCollection,
  entryModulePath,
  articleCollection,
  solutionCollection,
  type Collection,
} from './content/collections'
import { DocumentHead } from './components/DocumentHead'
import RootLayout from './components/layout/RootLayout'
import { useEntry, type RouteHandle } from './lib/entries'
import { CASE_STUDIES_PATH, CONTACT_PATH, HOME_PATH, NOT_FOUND_PATH, SOLUTIONS_PATH } from './paths'

const notFoundHandle: RouteHandle = { notFound: true }

/** One route for every entry of a collection, so that no page's code grows with the collection. */
function entryRoute<Entry>(collection: Collection, page: () => Promise<{ Page: ComponentType<{ entry: Entry }> }>) {
  function EntryPage({ Page }: { Page: ComponentType<{ entry: Entry }> }) {
    const { name = '' } = useParams()
    const entry = useEntry<Entry>(collection, name)
    return (
      <>
        {/* The built page names its entry among the modules it preloads (scripts/builder/deferHydration.ts). */}
        {import.meta.env.SSR && import.meta.env.PROD && (
          <DocumentHead>
            <link rel="modulepreload" href={entryModulePath(collection, name)} />
          </DocumentHead>
        )}
        <Page entry={entry} />
      </>
    )
  }
  return {
    path: collection.pathOf(':name'),
    lazy: () => page().then(({ Page }) => ({ Component: () => <EntryPage Page={Page} /> })),
    handle: { collection } satisfies RouteHandle,
  }
}

// The 404 page's shell at `/404` or an address no route takes; an unknown entry is the host's to answer (404.html).
function Shell() {
  const matches = matchRoutes(routes, useLocation().pathname) ?? []
  return <RootLayout notFound={matches.some(({ route }) => route.handle === notFoundHandle)} />
}

/** The one route table: the router, the pre-render list and the end-to-end tests all read it. */
export const routes: RouteRecord[] = [
  {
    Component: Shell,
    children: [
      { path: '/', lazy: () => import('./pages/RedirectHome') },
      { path: HOME_PATH, lazy: () => import('./pages/Home') },
      { path: CASE_STUDIES_PATH, lazy: () => import('./pages/CaseStudies') },
      entryRoute(caseStudyCollection, () => import('./pages/CaseStudy')),
      { path: CONTACT_PATH, lazy: () => import('./pages/Contact') },
      entryRoute(articleCollection, () => import('./pages/Article')),
      { path: SOLUTIONS_PATH, lazy: () => import('./pages/Solutions') },
      entryRoute(solutionCollection, () => import('./pages/Solution')),
      // Its own route, as articles sit at the top level too and their route would take `/404`.
      { path: NOT_FOUND_PATH, lazy: () => import('./pages/NotFound'), handle: notFoundHandle },
      { path: '*', lazy: () => import('./pages/NotFound'), handle: notFoundHandle },
    ],
  },
]
