import { Worker } from 'node:worker_threads'
import type { SocialCard } from './seo/images.ts'
import type { PageJob, PageTaskResult, PageThreadSettings } from './pageThread.ts'

/** Work on rendered pages, done on threads of their own (pageThread.ts). */
export interface PageWork {
  /** The page with its critical CSS inlined and the full stylesheet loaded without blocking. */
  criticalCss: (html: string) => Promise<string>
  /** The page's link-preview card, as PNG. */
  paintCard: (card: SocialCard) => Promise<Uint8Array>
  /** Ends the threads once nothing is waiting on them. */
  stop: () => Promise<void>
}

/**
 * One thread, started on first use, answering each job it is sent with its result or with why it
 * failed. The build runs from TypeScript sources: the thread registers the same loader (tsx)
 * first.
 */
function pageThread(settings: () => Promise<PageThreadSettings>) {
  let thread: Promise<Worker> | undefined
  /** Why the thread stopped, once it has: every task still waiting, and any sent later, fails with it. */
  let stopped: string | undefined
  const waiting = new Map<number, (answer: PageTaskResult) => void>()
  let nextId = 0

  const stop = (reason: string) => {
    stopped ??= reason
    waiting.forEach((settle, id) => settle({ id, error: reason }))
  }
  const started = () =>
    (thread ??= settings().then((workerData) => {
      const module = new URL('./pageThread.ts', import.meta.url).href
      const code = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(module)}) })`
      const worker = new Worker(code, { eval: true, workerData })
      worker.on('message', (answer: PageTaskResult) => waiting.get(answer.id)?.(answer))
      worker.on('error', (error) => stop(String(error)))
      worker.on('exit', (code) => stop(`the page thread stopped (exit code ${code})`))
      return worker
    }))

  return {
    async run(job: PageJob): Promise<string | Uint8Array> {
      const id = nextId++
      const worker = await started()
      const answer = await new Promise<PageTaskResult>((settle) => {
        if (stopped) return settle({ id, error: stopped })
        waiting.set(id, settle)
        worker.postMessage({ ...job, id })
      })
      waiting.delete(id)
      if ('error' in answer) throw new Error(answer.error)
      return answer.result
    },
    async stop() {
      if (thread) await (await thread).terminate()
    },
  }
}

/**
 * Starts a thread for each kind of work on first use: one inlines critical CSS, one paints cards.
 * The generator renders one page at a time on the main thread; what follows each page happens on
 * these meanwhile, so the build's time grows with its pages by little more than the slowest of the
 * three. (On one thread, the cards and the CSS took longer per page than the rendering.)
 */
export function pageWork(settings: () => Promise<PageThreadSettings>): PageWork {
  let shared: Promise<PageThreadSettings> | undefined
  const settingsOnce = () => (shared ??= settings())
  const css = pageThread(settingsOnce)
  const cards = pageThread(settingsOnce)
  return {
    criticalCss: async (html) => (await css.run({ kind: 'criticalCss', html })) as string,
    paintCard: async (card) => (await cards.run({ kind: 'card', card })) as Uint8Array,
    stop: async () => {
      await Promise.all([css.stop(), cards.stop()])
    },
  }
}
