import type { CaseStudy, LegalDocument, Solution } from './schemas'

// Read by the route table alone, so that these loaders live in the browser entry: were they in a
// chunk shared with pages, the build's preload list would name every entry of every collection
// (see scripts/build/preloads.ts). A page's entry loads with its route instead.

/** `/content/<folder>/<name>.<ext>` → `<name>`: a collection's files are named after their entries. */
const entryName = (file: string) => file.slice(file.lastIndexOf('/') + 1, file.lastIndexOf('.'))

const byEntryName = <Entry>(files: Record<string, () => Promise<Entry>>) =>
  Object.fromEntries(Object.entries(files).map(([file, load]) => [entryName(file), load]))

/**
 * Each entry of a collection in a file of its own, loaded on its own: a page that shows one entry
 * ships that entry, never the whole collection.
 */
export const caseStudyLoaders: Record<string, () => Promise<CaseStudy>> = byEntryName(
  import.meta.glob<CaseStudy>('/content/case-studies/*.yaml', { import: 'default' }),
)
export const solutionLoaders: Record<string, () => Promise<Solution>> = byEntryName(
  import.meta.glob<Solution>('/content/solutions/*.yaml', { import: 'default' }),
)
export const legalDocumentLoaders: Record<string, () => Promise<LegalDocument>> = byEntryName(
  import.meta.glob<LegalDocument>('/content/legal/*.md', { import: 'default' }),
)
