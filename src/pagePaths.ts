// Build and tests only: it reads every entry of every collection (src/content/builtEntries.ts).
import type { RouteRecord } from 'vite-react-ssg'
import { entryNames } from './content/builtEntries'
import type { RouteHandle } from './lib/entries'
import { NOT_FOUND_PATH, redirects } from './paths'
import { routes } from './routes'

/** Each route's paths (an entry route's, one per entry); the 404 page's and catch-alls (`*`) left out. */
function collectPaths(records: RouteRecord[]): string[][] {
  return records.flatMap((record) => {
    const { notFound, collection } = (record.handle ?? {}) as RouteHandle
    if (notFound) return []
    if (collection) return [entryNames(collection).map(collection.pathOf)]
    const own = record.path === undefined ? [] : [[record.path]]
    return [...own, ...collectPaths(record.children ?? [])]
  })
}

/** The pages, one list per route: the pages of a list share one layout, filled with different content. */
export const pagesByRoute: string[][] = collectPaths(routes)
  .map((paths) => paths.filter((path) => !(path in redirects)))
  .filter((paths) => paths.length > 0)

/** Every path that answers 200 with its own page: what the sitemap lists and the tests visit. */
export const pagePaths: string[] = pagesByRoute.flat()

/** Every HTML file the build writes: the pages plus the 404 page. */
export const prerenderPaths: string[] = [...pagePaths, NOT_FOUND_PATH]
