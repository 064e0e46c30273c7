// What vite-react-ssg's build writes for its own client, which src/client.tsx replaces (docs/architecture.md) and which
// reads none of it.
import { readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'

export const WRITTEN_FOR = 'vite-react-ssg 0.9.2'

/**
 * Its two scripts in each page, 196 bytes (about 110 gzip): react-router's state, and a placeholder it fills after
 * `onPageRendered` with a hash new on every build, which would change every page and its policy on every build.
 */
export function withoutGeneratorScripts(page: Document): void {
  for (const script of page.querySelectorAll('script:not([src])')) {
    const code = script.textContent?.trim() ?? ''
    if (code.startsWith('window.__staticRouterHydrationData') || code === '/* SCRIPT_COMMENT_PLACEHOLDER */')
      script.remove()
  }
}

/** The manifests it has Vite write (preloads.ts reads one), and its loaders' data: a 1.6 KB index, a file a page. */
export async function withoutGeneratorFiles(outDir: string): Promise<void> {
  for (const entry of await readdir(outDir)) {
    if (entry === '.vite' || entry.startsWith('static-loader-data')) await rm(join(outDir, entry), { recursive: true })
  }
}
