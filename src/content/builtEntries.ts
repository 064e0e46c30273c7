// Pre-rendering only (src/lib/entries.ts loads it when import.meta.env.SSR): every entry of every collection.
import { entrySourcePath, type Collection } from './collections'

const files = new Map(
  Object.entries(import.meta.glob(['/content/*/*.yaml', '/content/*/*.md'], { eager: true, import: 'default' })),
)

/** The names of a collection's entries (its files are named after them), in file-name order. */
export function entryNames({ folder, extension }: Collection): string[] {
  const prefix = `/content/${folder}/`
  const suffix = `.${extension}`
  const inCollection = [...files.keys()].filter((file) => file.startsWith(prefix) && file.endsWith(suffix))
  return inCollection.map((file) => file.slice(prefix.length, -suffix.length)).sort()
}

export const builtEntry = (collection: Collection, name: string): unknown =>
  files.get(entrySourcePath(collection, name))
