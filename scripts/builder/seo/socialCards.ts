import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { headingsIn, metaContent } from '../html.ts'
import { socialCardPainter, type Brand, type SocialCard } from './images.ts'

/** What a page's link-preview card shows: its main heading and its description. */
export function socialCardOf(path: string, page: Document): SocialCard {
  const heading = headingsIn(page)[0] ?? ''
  const description = metaContent(page, 'description') ?? ''
  if (!heading || !description) throw new Error(`${path} has no heading or no description for its social card`)
  return { heading, description }
}

/** Paints each page's card to `social<path>.png`. */
export async function writeSocialCards(
  outDir: string,
  pages: [path: string, page: Document][],
  brand: Brand,
): Promise<void> {
  const paint = await socialCardPainter(brand)
  for (const [path, page] of pages) {
    const file = join(outDir, 'social', `${path.slice(1)}.png`)
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, await paint(socialCardOf(path, page)))
  }
}
