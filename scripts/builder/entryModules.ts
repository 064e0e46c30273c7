import { join } from 'node:path'
import type { Plugin } from 'vite'
import { collections, entryModulePath, entryOf } from '../../src/content/collections.ts'
import { entryFiles } from './content/load.ts'

// Each collection entry's module at the address its name gives: the pages' code names no entry, so it does not
// grow with a collection.
export function entryModules(contentDir: string): Plugin {
  return {
    name: 'site-entry-modules',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    buildStart() {
      for (const file of collections.flatMap((collection) => entryFiles(contentDir, collection))) {
        const { collection, name } = entryOf(file)!
        this.emitFile({
          type: 'chunk',
          id: join(contentDir, file),
          fileName: entryModulePath(collection, name).slice(1),
          preserveSignature: 'strict',
        })
      }
    },
  }
}
