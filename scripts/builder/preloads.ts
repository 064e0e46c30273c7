import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export type Manifest = Record<
  string,
  { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] }
>

/** Adds to `into` the files of the chunks `keys` name and of everything they import, as the manifest names them. */
function closure(manifest: Manifest, keys: readonly string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key]
    if (!chunk || into.has(chunk.file)) continue
    into.add(chunk.file)
    closure(manifest, chunk.imports ?? [], into)
  }
  return into
}

/** The chunks loaded only on use (the Supabase client, the toasts): what non-page dynamic entries alone import. */
export function onDemandFiles(manifest: Manifest): Set<string> {
  const eager = new Set<string>()
  const onDemand = new Set<string>()
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || (chunk.isDynamicEntry && chunk.src?.startsWith('src/pages/'))) closure(manifest, [key], eager)
    else if (chunk.isDynamicEntry) closure(manifest, [key], onDemand)
  }
  return new Set([...onDemand].filter((file) => !eager.has(file)))
}

/** The files a module imports, directly or not: what must be preloaded with it to run without a second round trip. */
export function importsOf(manifest: Manifest, file: string): string[] {
  const chunk = Object.values(manifest).findLast((candidate) => candidate.file === file)
  return [...closure(manifest, chunk?.imports ?? [])]
}

// Keeps the preloads of code the page runs at once, adding what its entry (src/routes.tsx) imports; drops those of
// code loaded on use and of images (each fetched twice, in CORS mode): the largest has a high fetch priority.
export function tidyPreloads(page: Document, manifest: Manifest): void {
  const onDemand = onDemandFiles(manifest)
  const preloads = () =>
    [...page.querySelectorAll('link[rel="modulepreload"]')].map(
      (link) => [link, (link.getAttribute('href') ?? '').replace(/^\//, '')] as const,
    )
  const preloaded = new Set(preloads().map(([, file]) => file))
  for (const [link, file] of preloads()) {
    const missing = importsOf(manifest, file).filter((imported) => !preloaded.has(imported))
    for (const imported of missing) preloaded.add(imported)
    link.after(
      ...missing.map((imported) =>
        Object.assign(page.createElement('link'), { rel: 'modulepreload', href: `/${imported}` }),
      ),
    )
  }
  for (const [link, file] of preloads()) if (onDemand.has(file)) link.remove()
  for (const link of page.querySelectorAll('link[rel="preload"][as="image"]')) link.remove()
}

/** The client build's manifest, read once per build, when the first page is rendered. */
export function clientManifestOf(outDir: string): () => Manifest {
  let manifest: Manifest | undefined
  return () => (manifest ??= JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest)
}
