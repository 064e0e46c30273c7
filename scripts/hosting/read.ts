/** Reads back the `_headers` and `_redirects` files the build writes, for the local server. */

export function parseHeadersFile(text: string) {
  const rules: { pattern: string; headers: Record<string, string> }[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} })
    else {
      const at = line.indexOf(':')
      rules.at(-1)!.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim()
    }
  }
  return rules
}

/** Whether a `_headers` pattern (an exact path, or a prefix ending in `*`) covers a path. */
export const patternMatches = (pattern: string, path: string) =>
  pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern

export function parseRedirectsFile(text: string): Map<string, { to: string; status: number }> {
  const rules = text
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/))
  return new Map(rules.map(([from, to, status]) => [from!, { to: to!, status: Number(status ?? 301) }]))
}
