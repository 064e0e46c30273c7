/**
 * "#how%20it%20works" → "how it works": the id a hash points at, or none when its escapes are malformed (anyone can type
 * one, and an error thrown in an effect would take the page down).
 */
export function anchorId(hash: string): string | undefined {
  try {
    return decodeURIComponent(hash.slice(1))
  } catch {
    return undefined
  }
}
