// sonner writes its stylesheet into the page as its module loads (no option turns that off), so it is not in the built
// HTML: each page's policy allows it by its hashes, read from the library's compiled `__insertCSS` call.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const WRITTEN_FOR = 'sonner 2.0.8'

/** The `<style>`'s texts: added empty, then filled (14.9 KB), and the browser checks both. */
export function toastStylesheets(): string[] {
  const source = readFileSync(fileURLToPath(import.meta.resolve('sonner')), 'utf8')
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1]
  if (!literal) throw new Error('sonner no longer injects its stylesheet as scripts/adapters/sonner.ts reads it')
  return ['', JSON.parse(literal) as string]
}
