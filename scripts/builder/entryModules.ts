import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { collections, entryModulePath } from '../../src/content/collections.ts'

// Each collection entry's module at the address its name gives: the pages' code names no entry, so it does not
// grow with a collection.
export function entryModules(contentDir: string): Plugin {
  return {
    name: 'site-entry-modules',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    buildStart() {
      for (const collection of collections) {
        const folder = join(contentDir, collection.folder)
        for (const file of readdirSync(folder)
          .filter((name) => name.endsWith(`.${collection.extension}`))
          .sort()) {
          const name = file.slice(0, -collection.extension.length - 1)
          this.emitFile({
            type: 'chunk',
            id: join(folder, file),
            fileName: entryModulePath(collection, name).slice(1),
            preserveSignature: 'strict',
          })
        }
      }
    },
  }
}
