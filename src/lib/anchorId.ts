/** `text` with its %-escapes decoded, or undefined when one is malformed: anyone can type one into an address. */
export function safelyDecoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}

/** "#how%20it%20works" → "how it works": the id a hash points at (an error thrown in an effect would take the page down). */
export const anchorId = (hash: string) => safelyDecoded(hash.slice(1))
