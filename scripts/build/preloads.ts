import { readFileSync } from 'node:fs'
import { join } from 'node:path'

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
}

type Manifest = Record<string, ManifestChunk>

/**
 * The chunks a page loads only when a visitor uses something (the Supabase client on submit, the
 * toast library on a notice): the static-import closure of every dynamic entry that is not a page,
 * minus anything the app entry or a page needs anyway. The generator preloads a rendered page's
 * dynamic imports too; these must not be.
 */
export function onDemandFiles(manifest: Manifest): Set<string> {
  const closure = (key: string, into: Set<string>) => {
    const chunk = manifest[key]
    if (!chunk || into.has(chunk.file)) return
    into.add(chunk.file)
    for (const imported of chunk.imports ?? []) closure(imported, into)
  }
  const isPage = (chunk: ManifestChunk) => chunk.src?.startsWith('src/pages/') ?? false
  const eager = new Set<string>()
  const onDemand = new Set<string>()
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || (chunk.isDynamicEntry && isPage(chunk))) closure(key, eager)
    else if (chunk.isDynamicEntry) closure(key, onDemand)
  }
  return new Set([...onDemand].filter((file) => !eager.has(file)))
}

/**
 * Keeps the generator's preloads of the code a page runs at once, and drops the rest: code loaded
 * on use, and the images it preloads for every asset the page's code refers to (all of a
 * collection's images on a page that shows one, each fetched twice as it asks for them in CORS
 * mode). The largest image needs none: it is in the HTML with a high fetch priority.
 */
export function dropPreloads(page: Document, onDemand: Set<string>): void {
  for (const link of page.querySelectorAll('link[rel="modulepreload"]')) {
    if (onDemand.has((link.getAttribute('href') ?? '').replace(/^\//, ''))) link.remove()
  }
  for (const link of page.querySelectorAll('link[rel="preload"][as="image"]')) link.remove()
}

/** Reads the client build's manifest once per build. */
export function onDemandFilesOf(outDir: string): () => Set<string> {
  let files: Set<string> | undefined
  return () => (files ??= onDemandFiles(JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest))
}
