import { linkHref, metaContent, titleOf } from '../builder/html.ts'
import { DESCRIPTION_LIMIT, TITLE_LIMIT } from '../../src/content/schemas/primitives.ts'

/** `text` cut at the last whole word that fits in `limit` characters, ellipsis included. */
export function cutForResult(text: string, limit: number): string {
  if (text.length <= limit) return text
  const fits = text.slice(0, limit - 1)
  const lastSpace = fits.lastIndexOf(' ')
  return `${(lastSpace > limit / 2 ? fits.slice(0, lastSpace) : fits).replace(/[\s,;:.–-]+$/, '')}…`
}

export function searchResultOf(page: Document, path: string) {
  const title = titleOf(page) ?? ''
  const description = metaContent(page, 'description') ?? ''
  const canonical = linkHref(page, 'canonical')
  const url = canonical && URL.canParse(canonical) ? new URL(canonical) : undefined
  const warnings: string[] = []
  if (!title) warnings.push('No title')
  else if (title.length > TITLE_LIMIT)
    warnings.push(`Title is ${title.length} characters: search engines show about ${TITLE_LIMIT}`)
  if (!description) warnings.push('No description: search engines pick text from the page')
  else if (description.length > DESCRIPTION_LIMIT)
    warnings.push(`Description is ${description.length} characters: search engines show about ${DESCRIPTION_LIMIT}`)
  if (!canonical) warnings.push('No canonical link')
  else if (!url) warnings.push(`Canonical link "${canonical}" is not a full address`)
  return {
    title,
    description,
    // "example.org › case-studies › retail", as results show the address.
    addressLine: url ? [url.host, ...url.pathname.split('/').filter(Boolean)].join(' › ') : path,
    shownTitle: cutForResult(title, TITLE_LIMIT),
    shownDescription: cutForResult(description, DESCRIPTION_LIMIT),
    warnings,
  }
}

const hostOf = (url: string | undefined) => (url && URL.canParse(url) ? new URL(url).host : '')

/** The link preview from the Open Graph tags; title and description fall back to the page's own, as most networks do. */
export function socialCardOf(page: Document, inBuild: (file: string) => boolean) {
  const warnings: string[] = []
  const image = metaContent(page, 'og:image')
  const file = image && decodeURIComponent(new URL(image, 'http://site').pathname.slice(1))
  const imageFile = file && inBuild(file) ? file : undefined
  if (!image) warnings.push('No og:image: networks show the link without a picture')
  else if (!imageFile) warnings.push(`The picture ${image} is not in the build`)
  const ogTitle = metaContent(page, 'og:title')
  const ogDescription = metaContent(page, 'og:description')
  if (!ogTitle) warnings.push('No og:title')
  if (!ogDescription) warnings.push('No og:description')
  return {
    imageFile,
    host: hostOf(metaContent(page, 'og:url')) || hostOf(linkHref(page, 'canonical')),
    title: ogTitle ?? titleOf(page) ?? '',
    description: ogDescription ?? metaContent(page, 'description') ?? '',
    warnings,
  }
}

const GENERIC_ALT = /^(image|img|photo|picture|pic|graphic|banner|placeholder|untitled|logo|icon|alt)$/i
const FILE_NAME = /^[^\s]+\.(avif|webp|jpe?g|png|gif|svg)$/i

function altProblem(image: Element): string | undefined {
  const raw = image.getAttribute('alt')
  // Hidden from screen readers on purpose: the site marks its blur placeholders `aria-hidden`.
  const hidden =
    image.closest('[aria-hidden="true"]') || ['presentation', 'none'].includes(image.getAttribute('role') ?? '')
  if (raw === null) return hidden ? undefined : 'no alt text'
  // An empty alt is how HTML marks an image as decorative, as the site's illustrations are.
  if (raw === '') return undefined
  const alt = raw.trim()
  if (alt === '') return 'alt text of spaces only'
  if (FILE_NAME.test(alt)) return `alt text is a file name ("${alt}")`
  if (GENERIC_ALT.test(alt)) return `alt text says only "${alt}"`
}

export function imagesWithoutUsefulAlt(page: Document) {
  return [...page.querySelectorAll('img')].flatMap((image) => {
    const problem = altProblem(image)
    const src = image.getAttribute('src') ?? ''
    const name = src.startsWith('data:') ? 'inline image' : src.split(/[?#]/)[0]!.split('/').pop() || '(no src)'
    return problem ? [{ image: name, problem }] : []
  })
}

// The words in `<main>`, counted text node by text node, as the page's whole text runs adjacent
// elements together ("chainDemand" from `chain</h1><p>Demand`); a word holds a letter or digit.
export function wordsIn(page: Document): number {
  const main = page.querySelector('main')
  if (!main) return 0
  const walker = page.createTreeWalker(main, 4 /* NodeFilter.SHOW_TEXT: Node has no NodeFilter */)
  let words = 0
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('script, style, template')) continue
    words += (node.textContent ?? '').split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
  }
  return words
}
