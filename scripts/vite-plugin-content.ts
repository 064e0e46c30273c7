import { readFile } from 'node:fs/promises'
import { relative, resolve, sep } from 'node:path'
import type { Plugin } from 'vite'
import { parseContentFile } from '../src/content/validate.ts'

/**
 * Lets the app import `content/**\/*.yaml` as plain data, validated against the content schemas.
 * A bad file stops dev and build with a message naming the file and the field; the browser only
 * ever receives the checked data, never the schema library.
 */
export function contentPlugin(contentDir = resolve('content')): Plugin {
  return {
    name: 'site-content',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0] ?? id
      if (!file.endsWith('.yaml') || !file.startsWith(contentDir + sep)) return null
      const source = await readFile(file, 'utf8')
      const data = parseContentFile(relative(contentDir, file).split(sep).join('/'), source)
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(data))})`, map: null }
    },
  }
}
