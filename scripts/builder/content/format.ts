// `npm run format` and `npm run lint` for content/: each YAML file, and each page's front matter, in the layout the
// editor's saves write (src/content/yamlLayout.ts), so that a save changes only the lines of what changed.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { FRONT_MATTER, laidOut } from '../../../src/content/yamlLayout.ts'
import { contentFiles } from './load.ts'

/** `source` laid out: a YAML file whole, a page's front matter alone; one that does not parse is left to check:content. */
export function laidOutContent(file: string, source: string): string {
  try {
    if (file.endsWith('.yaml')) return laidOut(source)
    const frontMatter = FRONT_MATTER.exec(source)
    return frontMatter ? `---\n${laidOut(frontMatter[1]!)}---\n${source.slice(frontMatter[0].length)}` : source
  } catch {
    return source
  }
}

if (import.meta.filename === process.argv[1]) {
  const contentDir = join(import.meta.dirname, '..', '..', '..', 'content')
  const write = process.argv.includes('--write')
  const unlaid = contentFiles(contentDir).filter((file) => {
    const source = readFileSync(join(contentDir, file), 'utf8')
    const relaid = laidOutContent(file, source)
    if (relaid === source) return false
    if (write) writeFileSync(join(contentDir, file), relaid)
    return !write
  })
  for (const file of unlaid) console.error(`content/${file} is not laid out as the editor writes it.`)
  if (unlaid.length > 0) {
    console.error("Run `npm run format` to lay it out, so that the editor's saves change only what they change.")
    process.exitCode = 1
  }
}
