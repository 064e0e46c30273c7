import type { Collection } from './collections'

// Pre-rendering only (src/lib/entries.ts loads this module when import.meta.env.SSR): every entry
// of every collection, read at once. The browser never receives it.

/** Every file one folder down in content/, by its path: `/content/<folder>/<name>.<extension>`. */
const files: Record<string, unknown> = import.meta.glob(['/content/*/*.yaml', '/content/*/*.md'], {
  eager: true,
  import: 'default',
})

/** A collection's entries by name: its files are named after them. */
function entriesOf({ folder, extension }: Collection): Map<string, unknown> {
  const prefix = `/content/${folder}/`
  const suffix = `.${extension}`
  const entries = Object.entries(files).filter(([file]) => file.startsWith(prefix) && file.endsWith(suffix))
  return new Map(entries.map(([file, entry]) => [file.slice(prefix.length, -suffix.length), entry]))
}

/** The names of a collection's entries, in file-name order. */
export const entryNames = (collection: Collection): string[] => [...entriesOf(collection).keys()].sort()

/** One entry, or undefined when the collection has none of that name. */
export const builtEntry = (collection: Collection, name: string): unknown => entriesOf(collection).get(name)
