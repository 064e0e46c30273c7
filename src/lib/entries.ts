import { useParams } from 'react-router-dom'
import { entryModulePath, entrySourcePath, type Collection } from '@/content/collections'
import { loadOnce, readOrWait } from './loadOnce'

// The pre-render has every entry at hand; the browser loads the one a page shows. The condition drops the import,
// and with it every entry, from the browser's code.
const built = import.meta.env.SSR ? await import('@/content/builtEntries') : undefined

// The name comes decoded from the address bar: encoded again, it stays one segment of a path under the collection's
// folder, whatever a link puts in it (`..%2F..%2Fassets%2Fapp`).
const entryUrl = (collection: Collection, name: string) => {
  const segment = encodeURIComponent(name)
  return import.meta.env.DEV ? `${entrySourcePath(collection, segment)}?import` : entryModulePath(collection, segment)
}

/** What a route's `handle` says: that it renders the 404 page, or which collection's entries it shows. */
export interface RouteHandle {
  notFound?: boolean
  collection?: Collection
}

const entryModules = loadOnce((url: string) =>
  import(/* @vite-ignore */ url).then((module: { default: unknown }) => module.default),
)

/** Loads one entry in the browser, ahead of the first render or of a navigation to its page. */
export const loadEntry = (collection: Collection, name: string): Promise<unknown> =>
  entryModules.load(entryUrl(collection, name))

export function useEntry<Entry>(collection: Collection): Entry {
  const { name = '' } = useParams()
  if (!built) return readOrWait(entryModules, entryUrl(collection, name)) as Entry
  const entry = built.builtEntry(collection, name)
  if (entry === undefined) throw new Error(`content/${collection.folder} has no entry named "${name}"`)
  return entry as Entry
}
