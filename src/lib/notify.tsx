// The site's notices, one at a time in the page's toast area (src/components/ui/Toaster.tsx). The toast library loads
// when a visitor starts filling in a form (so it is there by the time they send) or, at the latest, with a notice.
import { useSyncExternalStore } from 'react'

export interface Notice {
  tone: 'default' | 'destructive'
  title: string
  description: string
  /** After the description, such as a way to send the message by email instead. */
  link?: { href: string; label: string }
}

let wanted = false
const listeners = new Set<() => void>()
/** Called by the toast area once it listens, so that no notice is sent before it can be shown. */
export let markToasterMounted!: () => void
const toasterMounted = new Promise<void>((resolve) => (markToasterMounted = resolve))

export function prepareNotices(): void {
  if (wanted) return
  wanted = true
  listeners.forEach((listener) => listener())
}

/** True once a notice is on its way: the toast area renders from then on. */
export function useNoticesWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => wanted,
    () => false,
  )
}

/** The id a notice is shown under: the next replaces it in place, until it is dismissed (sonner would update even a
 * toast on its way out, so one dismissed gives its id up). */
let shown = 0

// A destructive notice stays until the visitor acts, so nobody misses why their message did not go. The form that
// sends notices renders the toast area beside itself, so one is always there.
export async function notify({ tone, title, description, link }: Notice): Promise<void> {
  prepareNotices()
  const [{ toast }] = await Promise.all([import('sonner'), toasterMounted])
  const withLink = link && (
    <>
      {description}{' '}
      <a href={link.href} className="font-semibold underline underline-offset-2">
        {link.label}
      </a>
    </>
  )
  const options = { id: `notice-${shown}`, description: withLink ?? description }
  if (tone === 'destructive') toast.error(title, { ...options, duration: Number.POSITIVE_INFINITY })
  else toast(title, { ...options, duration: 8000 })
}

/** Takes the notice away once the visitor is back at the form: it has said its piece, and would cover the fields. */
export function dismissNotice(): void {
  if (!wanted) return
  const id = `notice-${shown++}`
  void import('sonner').then(({ toast }) => toast.dismiss(id))
}
