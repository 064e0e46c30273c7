/**
 * The screen the report weighs pages for: 375 CSS pixels wide at one device pixel per CSS pixel,
 * the phone of the end-to-end tests and their budgets.
 */
export const PHONE = { width: 375, pixelRatio: 1 }

export type Screen = typeof PHONE

/** Image types every current phone browser shows, so a `<source>` of one of them is taken. */
const SHOWN_TYPES = new Set(['image/avif', 'image/webp', 'image/jpeg', 'image/png', 'image/gif', 'image/svg+xml'])

/**
 * Whether a media condition holds on the screen. Only widths in pixels are read (`(min-width: 640px)`,
 * joined by `and`): a condition with anything else counts as not matching, as a browser drops a
 * condition it cannot parse.
 */
export function matchesMedia(condition: string, screen: Screen = PHONE): boolean {
  return condition.split(/\s+and\s+/).every((part) => {
    const width = /^\(\s*(min|max)-width\s*:\s*(\d+(?:\.\d+)?)px\s*\)$/.exec(part.trim())
    if (!width) return false
    return width[1] === 'min' ? screen.width >= Number(width[2]) : screen.width <= Number(width[2])
  })
}

/** The width in CSS pixels an image is drawn at, from its `sizes` (`px` and `vw` lengths); 100vw without one. */
export function sizesWidth(sizes: string | null, screen: Screen = PHONE): number {
  for (const entry of (sizes ?? '').split(',')) {
    const match = /^(.*?)\s*(\d+(?:\.\d+)?)(px|vw)$/.exec(entry.trim())
    if (!match) continue
    const [, condition = '', amount, unit] = match
    if (condition && !matchesMedia(condition, screen)) continue
    return unit === 'px' ? Number(amount) : (Number(amount) / 100) * screen.width
  }
  return screen.width
}

/**
 * The file a browser fetches from a `srcset`: the smallest candidate dense enough for the screen's
 * pixel ratio, or the densest when none is.
 */
export function srcsetChoice(srcset: string, sizes: string | null, screen: Screen = PHONE): string | undefined {
  const drawnWidth = sizesWidth(sizes, screen)
  const candidates = srcset
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter(([url]) => url)
    .map(([url, descriptor = '1x']) => ({
      url: url!,
      density: descriptor.endsWith('w') ? parseFloat(descriptor) / drawnWidth : parseFloat(descriptor),
    }))
    .sort((a, b) => a.density - b.density)
  return (candidates.find(({ density }) => density >= screen.pixelRatio) ?? candidates.at(-1))?.url
}

/**
 * The file the phone fetches for an `<img>`: from the first `<source>` of its `<picture>` whose type
 * it shows and whose media matches, else from the image's own `srcset`, else its `src`.
 */
export function imageFileFor(image: Element, screen: Screen = PHONE): string | undefined {
  const picture = image.parentElement?.tagName.toLowerCase() === 'picture' ? image.parentElement : undefined
  const source = [...(picture?.querySelectorAll('source[srcset]') ?? [])].find((candidate) => {
    const type = candidate.getAttribute('type')
    const media = candidate.getAttribute('media')
    return (!type || SHOWN_TYPES.has(type)) && (!media || matchesMedia(media, screen))
  })
  const chosen = source ?? image
  const srcset = chosen.getAttribute('srcset')
  return (
    (srcset && srcsetChoice(srcset, chosen.getAttribute('sizes'), screen)) || image.getAttribute('src') || undefined
  )
}
