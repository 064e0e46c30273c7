import { parentPort, workerData } from 'node:worker_threads'
import type Beasties from 'beasties'
import { FirstPaintCss } from './criticalCss.ts'
import { socialCardPainter, type Brand, type SocialCard } from './seo/images.ts'

// A thread that finishes rendered pages beside the one that renders them (see pageWork.ts): it
// inlines a page's critical CSS or paints its link-preview card, answering each request with the
// result or with the reason it failed.

export interface PageThreadSettings {
  brand: Brand
  /** Beasties' options, its `path` (the built site) included. */
  criticalCss: ConstructorParameters<typeof Beasties>[0]
}

/** What a thread is asked to do. */
export type PageJob = { kind: 'criticalCss'; html: string } | { kind: 'card'; card: SocialCard }

export type PageTask = PageJob & { id: number }

export type PageTaskResult = { id: number; result: string | Uint8Array } | { id: number; error: string }

const { brand, criticalCss } = workerData as PageThreadSettings
// Each thread does one kind of work (pageWork.ts), and loads what it needs for it on first use.
let paint: ReturnType<typeof socialCardPainter> | undefined
let beasties: FirstPaintCss | undefined

const perform = async (task: PageTask): Promise<string | Uint8Array> =>
  task.kind === 'card'
    ? (await (paint ??= socialCardPainter(brand)))(task.card)
    : (beasties ??= new FirstPaintCss(criticalCss)).process(task.html)

parentPort!.on('message', (task: PageTask) => {
  perform(task).then(
    (result) => parentPort!.postMessage({ id: task.id, result } satisfies PageTaskResult),
    (error: unknown) => parentPort!.postMessage({ id: task.id, error: String(error) } satisfies PageTaskResult),
  )
})
