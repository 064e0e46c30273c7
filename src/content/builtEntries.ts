import type { Collection } from './collections'

// Pre-rendering only (src/lib/entries.ts loads this module when import.meta.env.SSR): every entry
// of every collection, read at once. The browser never receives it.

/** `/content/<folder>/<name>.<ext>` → `<name>`: a collection's files are named after their entries. */
const entryName = (file: string) => file.slice(file.lastIndexOf('/') + 1, file.lastIndexOf('.'))

const byEntryName = (files: Record<string, unknown>) => new Map(Object.entries(files).map(([file, entry]) => [entryName(file), entry]))

const entriesByFolder: Record<string, Map<string, unknown>> = {
  'case-studies': byEntryName(import.meta.glob('/content/case-studies/*.yaml', { eager: true, import: 'default' })),
  solutions: byEntryName(import.meta.glob('/content/solutions/*.yaml', { eager: true, import: 'default' })),
  legal: byEntryName(import.meta.glob('/content/legal/*.md', { eager: true, import: 'default' })),
}

function entriesOf({ folder }: Collection): Map<string, unknown> {
  const entries = entriesByFolder[folder]
  if (!entries) throw new Error(`No collection is read from content/${folder}: add it to src/content/builtEntries.ts`)
  return entries
}

/** The names of a collection's entries, in file-name order. */
export const entryNames = (collection: Collection): string[] => [...entriesOf(collection).keys()].sort()

/** One entry, or undefined when the collection has none of that name. */
export const builtEntry = (collection: Collection, name: string): unknown => entriesOf(collection).get(name)
