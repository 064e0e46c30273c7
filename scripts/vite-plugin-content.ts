import { readFile } from 'node:fs/promises'
import { join, relative, resolve, sep } from 'node:path'
import type { Plugin } from 'vite'
import { compileLegalDocument } from '../src/content/markdown.ts'
import type { Site } from '../src/content/schemas.ts'
import { parseContentFile } from '../src/content/validate.ts'

const asModule = (data: unknown) => ({ code: `export default JSON.parse(${JSON.stringify(JSON.stringify(data))})`, map: null })

/**
 * Lets the app import `content/**\/*.yaml` as plain data and `content/legal/*.md` as compiled
 * HTML, both validated against the content schemas. A bad file stops dev and build with a message
 * naming the file and the field; the browser only ever receives the checked result, never the
 * schema or Markdown libraries.
 */
export function contentPlugin(contentDir = resolve('content')): Plugin {
  let root = process.cwd()

  async function readContent(file: string) {
    return parseContentFile(file, await readFile(join(contentDir, file), 'utf8'))
  }

  return {
    name: 'site-content',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    async load(id) {
      const path = id.split('?')[0] ?? id
      if (!path.endsWith('.yaml') && !path.endsWith('.md')) return null
      // Dev servers and module runners name files from the project root ("/content/…").
      const file = path.startsWith(contentDir + sep) ? path : join(root, path)
      if (!file.startsWith(contentDir + sep)) return null
      const name = relative(contentDir, file).split(sep).join('/')
      const source = await readFile(file, 'utf8')

      if (name.endsWith('.yaml')) return asModule(parseContentFile(name, source))

      this.addWatchFile(join(contentDir, 'site.yaml'))
      const site = (await readContent('site.yaml')) as Site
      return asModule(
        compileLegalDocument(name, source, { company: site.name, email: site.contact.email, phone: site.contact.phone }),
      )
    },
  }
}
