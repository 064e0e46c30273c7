// A folder of content/ with one file per entry, each shown on a page of its own. Plain data: the build reads it too.
import { articlePath, caseStudyPath, solutionPath } from '../paths.ts'

export interface Collection {
  /** The folder, under content/ and under the built site alike. */
  folder: string
  extension: 'yaml' | 'md'
  /** The address of an entry's page, from the entry's name (its file's name). */
  pathOf: (name: string) => string
}

export const caseStudyCollection: Collection = { folder: 'case-studies', extension: 'yaml', pathOf: caseStudyPath }
export const solutionCollection: Collection = { folder: 'solutions', extension: 'yaml', pathOf: solutionPath }
/** The policies and the guides for buyers: pages of prose, each at the top level. */
export const articleCollection: Collection = { folder: 'articles', extension: 'md', pathOf: articlePath }

export const collections: readonly Collection[] = [caseStudyCollection, solutionCollection, articleCollection]

/** What an entry may be named (its page's address): lower-case letters and digits, words joined by single hyphens. */
export const ENTRY_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** The collection a file of content/ ("case-studies/x.yaml") is an entry of, and the entry's name, if it is one. */
export function entryOf(file: string): { collection: Collection; name: string } | undefined {
  for (const collection of collections) {
    const name = new RegExp(`^${collection.folder}/([^/]+)\\.${collection.extension}$`).exec(file)?.[1]
    if (name) return { collection, name }
  }
  return undefined
}

// An entry's module in the built site, at an address made from its name alone, so no page lists the others. No hash,
// so hosts revalidate it like a page (scripts/hosting/configs.ts).
export const entryModulePath = ({ folder }: Collection, name: string) => `/content/${folder}/${name}.js`

/** The entry's file in content/, as the development server serves it and the pre-render's glob names it. */
export const entrySourcePath = ({ folder, extension }: Collection, name: string) =>
  `/content/${folder}/${name}.${extension}`
