import { readFile } from 'node:fs/promises'
import { join, relative, resolve, sep } from 'node:path'
import type { Plugin } from 'vite'
import { parseContentFile } from '../src/content/validate.ts'

/**
 * Lets the app import `content/**\/*.yaml` as plain data, validated against the content schemas.
 * A bad file stops dev and build with a message naming the file and the field; the browser only
 * ever receives the checked data, never the schema library.
 */
export function contentPlugin(contentDir = resolve('content')): Plugin {
  let root = process.cwd()
  return {
    name: 'site-content',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    async load(id) {
      const path = id.split('?')[0] ?? id
      if (!path.endsWith('.yaml')) return null
      // Dev servers and module runners name files from the project root ("/content/…").
      const file = path.startsWith(contentDir + sep) ? path : join(root, path)
      if (!file.startsWith(contentDir + sep)) return null
      const source = await readFile(file, 'utf8')
      const data = parseContentFile(relative(contentDir, file).split(sep).join('/'), source)
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(data))})`, map: null }
    },
  }
}
