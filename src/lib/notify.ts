import { createElement, Fragment, useSyncExternalStore } from 'react'

export interface Notice {
  tone: 'default' | 'destructive'
  title: string
  description: string
  /** A link after the description, such as a way to send the message by email instead. */
  link?: { href: string; label: string }
}

/*
 * The toast library loads when a page first needs its toast area: when a visitor starts filling in
 * a form (so it is there by the time they send) or, at the latest, with the first notice.
 */
let wanted = false
const listeners = new Set<() => void>()
let toasterReady!: () => void
const toasterMounted = new Promise<void>((resolve) => (toasterReady = resolve))

/** Asks for the toast area ahead of the first notice. */
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

/** Called by the toast area once it listens, so that no notice is sent before it can be shown. */
export function markToasterMounted(): void {
  toasterReady()
}

/**
 * Shows a notice in the site's toast area. Notices share one id, so a new one replaces the last:
 * one at a time. A destructive one stays until dismissed, so nobody misses why their message did not go.
 */
export async function notify({ tone, title, description, link }: Notice): Promise<void> {
  prepareNotices()
  const [{ toast }] = await Promise.all([import('sonner'), toasterMounted])
  const withLink = link
    ? createElement(Fragment, null, description, ' ', createElement('a', { href: link.href, className: 'font-semibold underline underline-offset-2' }, link.label))
    : description
  const options = { id: 'site-notice', description: withLink }
  if (tone === 'destructive') toast.error(title, { ...options, duration: Number.POSITIVE_INFINITY })
  else toast(title, { ...options, duration: 8000 })
}
