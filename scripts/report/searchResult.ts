import { linkHref, metaContent, titleOf } from '../builder/html.ts'

/**
 * Search engines cut a result's title at about 600 pixels and its description at about 920 (two
 * lines on a phone): roughly 60 and 160 characters of ordinary text.
 */
export const TITLE_LIMIT = 60
export const DESCRIPTION_LIMIT = 160

export interface SearchResult {
  title: string
  description: string
  /** The address line: "example.org › case-studies › retail", from the canonical link. */
  addressLine: string
  /** The title and description as a result shows them, cut with an ellipsis past the limit. */
  shownTitle: string
  shownDescription: string
  warnings: string[]
}

/** `text` cut at the last whole word that fits in `limit` characters, ellipsis included. */
export function cutForResult(text: string, limit: number): string {
  if (text.length <= limit) return text
  const fits = text.slice(0, limit - 1)
  const lastSpace = fits.lastIndexOf(' ')
  return `${(lastSpace > limit / 2 ? fits.slice(0, lastSpace) : fits).replace(/[\s,;:.–-]+$/, '')}…`
}

function addressLineOf(canonical: string | undefined, path: string): string {
  if (!canonical || !URL.canParse(canonical)) return path
  const url = new URL(canonical)
  return [url.host, ...url.pathname.split('/').filter(Boolean)].join(' › ')
}

/** A page as a search result shows it, with what would be cut or is missing. */
export function searchResultOf(page: Document, path: string): SearchResult {
  const title = titleOf(page) ?? ''
  const description = metaContent(page, 'description') ?? ''
  const canonical = linkHref(page, 'canonical')
  const warnings: string[] = []
  if (!title) warnings.push('No title')
  else if (title.length > TITLE_LIMIT)
    warnings.push(`Title is ${title.length} characters: search engines show about ${TITLE_LIMIT}`)
  if (!description) warnings.push('No description: search engines pick text from the page')
  else if (description.length > DESCRIPTION_LIMIT)
    warnings.push(`Description is ${description.length} characters: search engines show about ${DESCRIPTION_LIMIT}`)
  if (!canonical) warnings.push('No canonical link')
  else if (!URL.canParse(canonical)) warnings.push(`Canonical link "${canonical}" is not a full address`)
  return {
    title,
    description,
    addressLine: addressLineOf(canonical, path),
    shownTitle: cutForResult(title, TITLE_LIMIT),
    shownDescription: cutForResult(description, DESCRIPTION_LIMIT),
    warnings,
  }
}
