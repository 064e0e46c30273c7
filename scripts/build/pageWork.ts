import { Worker } from 'node:worker_threads'
import type { SocialCard } from './seo/images.ts'
import type { PageTask, PageTaskResult, PageThreadSettings } from './pageThread.ts'

/** Work on rendered pages, done on a thread of its own (pageThread.ts). */
export interface PageWork {
  /** The page with its critical CSS inlined and the full stylesheet loaded without blocking. */
  criticalCss: (html: string) => Promise<string>
  /** The page's link-preview card, as PNG. */
  paintCard: (card: SocialCard) => Promise<Uint8Array>
  /** Ends the thread once nothing is waiting on it. */
  stop: () => Promise<void>
}

/**
 * Starts the thread on first use. The generator renders one page at a time on the main thread;
 * what follows each page (its critical CSS, its card) happens here meanwhile, on the second core:
 * the build's time grows with its pages by little more than their rendering.
 *
 * The build runs from TypeScript sources: the thread registers the same loader (tsx) first.
 */
export function pageWork(settings: () => Promise<PageThreadSettings>): PageWork {
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

  async function run(task: PageTask): Promise<string | Uint8Array> {
    const worker = await started()
    const answer = await new Promise<PageTaskResult>((settle) => {
      if (stopped) return settle({ id: task.id, error: stopped })
      waiting.set(task.id, settle)
      worker.postMessage(task)
    })
    waiting.delete(task.id)
    if ('error' in answer) throw new Error(answer.error)
    return answer.result
  }

  return {
    criticalCss: async (html) => (await run({ id: nextId++, kind: 'criticalCss', html })) as string,
    paintCard: async (card) => (await run({ id: nextId++, kind: 'card', card })) as Uint8Array,
    stop: async () => {
      if (thread) await (await thread).terminate()
    },
  }
}
