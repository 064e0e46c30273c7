import { parentPort, workerData } from 'node:worker_threads'
import type Beasties from 'beasties'
import { FirstPaintCss } from './criticalCss.ts'
import { socialCardPainter, type Brand, type SocialCard } from './seo/images.ts'

// The thread that finishes rendered pages beside the one that renders them (see pageWork.ts): it
// inlines each page's critical CSS and paints its link-preview card, answering each request with
// the result or with the reason it failed.

export interface PageThreadSettings {
  brand: Brand
  /** Beasties' options, its `path` (the built site) included. */
  criticalCss: ConstructorParameters<typeof Beasties>[0]
}

export type PageTask = { id: number; kind: 'criticalCss'; html: string } | { id: number; kind: 'card'; card: SocialCard }

export type PageTaskResult = { id: number; result: string | Uint8Array } | { id: number; error: string }

const { brand, criticalCss } = workerData as PageThreadSettings
const paint = await socialCardPainter(brand)
const beasties = new FirstPaintCss(criticalCss)

const perform = (task: PageTask): Promise<string | Uint8Array> => (task.kind === 'card' ? paint(task.card) : beasties.process(task.html))

parentPort!.on('message', (task: PageTask) => {
  perform(task).then(
    (result) => parentPort!.postMessage({ id: task.id, result } satisfies PageTaskResult),
    (error: unknown) => parentPort!.postMessage({ id: task.id, error: String(error) } satisfies PageTaskResult),
  )
})
