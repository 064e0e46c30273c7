// Pre-rendering only (src/lib/entries.ts loads it when import.meta.env.SSR): every entry of every collection.
import { entryOf, entrySourcePath, type Collection } from './collections'

const files = new Map(
  Object.entries(import.meta.glob(['/content/*/*.yaml', '/content/*/*.md'], { eager: true, import: 'default' })),
)

/** The names of a collection's entries (its files are named after them), in file-name order. */
export const entryNames = (collection: Collection): string[] =>
  [...files.keys()]
    .map((file) => entryOf(file.slice('/content/'.length)))
    .flatMap((entry) => (entry?.collection === collection ? [entry.name] : []))
    .sort()

export const builtEntry = (collection: Collection, name: string): unknown =>
  files.get(entrySourcePath(collection, name))
