import { linkHref, metaContent, titleOf } from '../builder/html.ts'

/** A page as a social network's link preview shows it: picture, site, title and description. */
export interface SocialCard {
  /** The picture's file in the build ("social/home.png"), when it is there. */
  imageFile?: string
  host: string
  title: string
  description: string
  warnings: string[]
}

const hostOf = (url: string | undefined) => (url && URL.canParse(url) ? new URL(url).host : '')

/**
 * The preview from the page's Open Graph tags, as networks read them; the title and description
 * fall back to the page's own, as most networks do.
 * @param inBuild whether a file ("social/home.png") is in the build
 */
export function socialCardOf(page: Document, inBuild: (file: string) => boolean): SocialCard {
  const warnings: string[] = []
  const image = metaContent(page, 'og:image')
  let imageFile: string | undefined
  if (!image) warnings.push('No og:image: networks show the link without a picture')
  else {
    const file = decodeURIComponent(new URL(image, 'http://site').pathname.slice(1))
    if (inBuild(file)) imageFile = file
    else warnings.push(`The picture ${image} is not in the build`)
  }
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
