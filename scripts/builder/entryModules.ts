import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { collections, entryModulePath } from '../../src/content/collections.ts'

/**
 * Writes each entry of each collection as a module of its own at the address its name gives
 * (`entryModulePath`), for the browser to load when it shows that entry. The pages' code refers to
 * no entry by name, so it stays the same size however many entries a collection holds. Each module
 * is the content plugin's output for that file: the entry as data, its images as the built files.
 */
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
