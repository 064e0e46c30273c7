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
 * The files a module imports, directly or not, as the manifest names them (no leading slash): what
 * must be preloaded with it so that it runs without a second round trip.
 */
export function importsOf(manifest: Manifest, file: string): string[] {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]))
  const found = new Set<string>()
  const visit = (chunk: ManifestChunk | undefined) => {
    for (const key of chunk?.imports ?? []) {
      const imported = manifest[key]
      if (!imported || found.has(imported.file)) continue
      found.add(imported.file)
      visit(imported)
    }
  }
  visit(byFile.get(file))
  return [...found]
}

/** What the build knows of the client's code while it renders pages, from the client build's manifest. */
export interface ClientCode {
  /** Code loaded on use (see onDemandFiles). */
  onDemand: Set<string>
  /** The files a module imports (see importsOf). */
  importsOf: (file: string) => string[]
}

/**
 * Keeps the generator's preloads of the code a page runs at once, and drops the rest: code loaded
 * on use, and the images it preloads for every asset the page's code refers to (all of a
 * collection's images on a page that shows one, each fetched twice as it asks for them in CORS
 * mode). The largest image needs none: it is in the HTML with a high fetch priority.
 *
 * A module the page itself asks to preload (its entry: see src/routes.tsx) gets the preloads of
 * what it imports, which the generator cannot know of.
 */
export function tidyPreloads(page: Document, code: ClientCode): void {
  const preloads = () =>
    [...page.querySelectorAll('link[rel="modulepreload"]')].map(
      (link) => [link, (link.getAttribute('href') ?? '').replace(/^\//, '')] as const,
    )
  const preloaded = new Set(preloads().map(([, file]) => file))
  for (const [link, file] of preloads()) {
    const missing = code.importsOf(file).filter((imported) => !preloaded.has(imported))
    for (const imported of missing) preloaded.add(imported)
    link.after(
      ...missing.map((imported) =>
        Object.assign(page.createElement('link'), { rel: 'modulepreload', href: `/${imported}` }),
      ),
    )
  }
  for (const [link, file] of preloads()) if (code.onDemand.has(file)) link.remove()
  for (const link of page.querySelectorAll('link[rel="preload"][as="image"]')) link.remove()
}

/** Reads the client build's manifest once per build. */
export function clientCodeOf(outDir: string): () => ClientCode {
  let code: ClientCode | undefined
  return () => {
    if (code) return code
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
    return (code = { onDemand: onDemandFiles(manifest), importsOf: (file) => importsOf(manifest, file) })
  }
}
