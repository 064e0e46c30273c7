import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { headingsIn, metaContent } from '../html.ts'
import type { SocialCard } from './images.ts'

/** What a page's link-preview card shows: its main heading and its description. */
export function socialCardOf(path: string, page: Document): SocialCard {
  const heading = headingsIn(page)[0] ?? ''
  const description = metaContent(page, 'description') ?? ''
  if (!heading || !description) throw new Error(`${path} has no heading or no description for its social card`)
  return { heading, description }
}

export interface SocialCardWriter {
  /** Starts painting the card of a page just rendered, to `social<path>.png`. */
  add: (path: string, page: Document) => void
  /** Settles once every card added is written; rejects if one could not be. */
  written: () => Promise<void>
}

/**
 * Paints each page's card as soon as the page is rendered, with `paint` (on the build's page
 * thread: see pageWork.ts), so that cards are made while the next pages render.
 */
export function socialCardWriter(outDir: string, paint: (card: SocialCard) => Promise<Uint8Array>): SocialCardWriter {
  const writes: Promise<void>[] = []
  const write = async (path: string, card: SocialCard) => {
    const png = await paint(card).catch((error: unknown) => {
      throw new Error(`The social card of ${path} could not be painted: ${String(error)}`)
    })
    const file = join(outDir, 'social', `${path.slice(1)}.png`)
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, png)
  }
  return {
    add(path, page) {
      const written = write(path, socialCardOf(path, page))
      written.catch(() => undefined) // reported by written()
      writes.push(written)
    },
    written: async () => {
      await Promise.all(writes)
    },
  }
}
