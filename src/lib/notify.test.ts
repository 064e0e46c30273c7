// Notices: shown once the page's toast area listens.
import { describe, expect, it, vi } from 'vitest'
import type { Notice } from './notify'

const toast = vi.hoisted(() => Object.assign(vi.fn(), { error: vi.fn() }))
vi.mock('sonner', () => ({ toast }))

const notice: Notice = { tone: 'default', title: 'Sent', description: 'Thank you.' }

/** The notices module as a page that has just loaded finds it: no toast area yet, nothing shown. */
async function freshPage() {
  vi.resetModules()
  toast.mockClear()
  toast.error.mockClear()
  return import('./notify')
}

// `promise`'s value, error or 'still waiting' once all already started has run, dynamic imports included: no timer,
// so a busy machine cannot change the answer.
async function settledSoFar(promise: Promise<unknown>) {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
  await vi.dynamicImportSettled()
  return Promise.race([outcome, 'still waiting'])
}

describe('notify', () => {
  it('waits for the toast area to listen, then shows the notice, for a while', async () => {
    const { notify, markToasterMounted } = await freshPage()
    const shown = notify(notice)
    expect(await settledSoFar(shown)).toBe('still waiting')
    expect(toast).not.toHaveBeenCalled()
    markToasterMounted()
    await shown
    expect(toast).toHaveBeenCalledWith('Sent', expect.objectContaining({ description: 'Thank you.' }))
    expect(Number.isFinite(toast.mock.calls[0]![1].duration)).toBe(true)
  })

  it('keeps a destructive notice until it is dismissed', async () => {
    const { notify, markToasterMounted } = await freshPage()
    markToasterMounted()
    await notify({ tone: 'destructive', title: 'Error', description: 'Not sent.' })
    expect(toast.error).toHaveBeenCalledWith('Error', expect.objectContaining({ duration: Number.POSITIVE_INFINITY }))
  })
})
