export interface ImageProblem {
  /** The image's file name, or "inline image" for a `data:` address. */
  image: string
  problem: string
}

/** Words that say an image is there, not what it shows. */
const GENERIC_WORDS = new Set([
  'image',
  'img',
  'photo',
  'picture',
  'pic',
  'graphic',
  'banner',
  'placeholder',
  'untitled',
  'logo',
  'icon',
  'alt',
])
const FILE_NAME = /^[^\s]+\.(avif|webp|jpe?g|png|gif|svg)$/i

/** Hidden from screen readers on purpose: the site marks its blur placeholders `aria-hidden`. */
const isDecorative = (image: Element) =>
  image.closest('[aria-hidden="true"]') !== null || ['presentation', 'none'].includes(image.getAttribute('role') ?? '')

const nameOf = (image: Element) => {
  const src = image.getAttribute('src') ?? ''
  if (src.startsWith('data:')) return 'inline image'
  return src.split(/[?#]/)[0]!.split('/').pop() || '(no src)'
}

/** What is wrong with an image's alternative text, if anything. */
function altProblem(image: Element): string | undefined {
  const raw = image.getAttribute('alt')
  if (raw === null) return isDecorative(image) ? undefined : 'no alt text'
  // An empty alt is how HTML marks an image as decorative, as the site's illustrations are.
  if (raw === '') return undefined
  const alt = raw.trim()
  if (alt === '') return 'alt text of spaces only'
  if (FILE_NAME.test(alt)) return `alt text is a file name ("${alt}")`
  if (GENERIC_WORDS.has(alt.toLowerCase())) return `alt text says only "${alt}"`
  return undefined
}

/**
 * The images a screen reader or a search engine cannot describe: no `alt` at all (unless hidden from
 * screen readers), an `alt` of spaces, or an `alt` that is a file name or a word like "image".
 */
export function imagesWithoutUsefulAlt(page: Document): ImageProblem[] {
  return [...page.querySelectorAll('img')].flatMap((image) => {
    const problem = altProblem(image)
    return problem ? [{ image: nameOf(image), problem }] : []
  })
}
