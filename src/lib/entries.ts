import { entryModulePath, entrySourcePath, type Collection } from '@/content/collections'
import { loadOnce, readOrWait } from './loadOnce'

// The pre-render has every entry at hand; in the browser the condition drops this import, and every entry with it.
const built = import.meta.env.SSR ? await import('@/content/builtEntries') : undefined

// Encoded again, a name from the address bar stays one path segment under the folder (`..%2F..%2Fassets%2Fapp`).
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

export function useEntry<Entry>(collection: Collection, name: string): Entry {
  if (!built) return readOrWait(entryModules, entryUrl(collection, name)) as Entry
  const entry = built.builtEntry(collection, name)
  if (entry === undefined) throw new Error(`content/${collection.folder} has no entry named "${name}"`)
  return entry as Entry
}
