/**
 * The site's notices ("Your message has been sent", "There was a problem…"), shown one at a time in
 * the page's toast area (src/components/ui/Toaster.tsx), whose library loads only when it is needed.
 */
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
/** How many toast areas are on the page, whether or not their library has loaded yet. */
let toastAreas = 0
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

/** Called by a toast area as it comes onto the page; the function it returns takes it off again. */
export function registerToastArea(): () => void {
  toastAreas++
  return () => {
    toastAreas--
  }
}

/** Called by the toast area once it listens, so that no notice is sent before it can be shown. */
export function markToasterMounted(): void {
  toasterReady()
}

/**
 * Shows a notice in the site's toast area. Notices share one id, so a new one replaces the last:
 * one at a time. A destructive one stays until dismissed, so nobody misses why their message did not go.
 * On a page without a toast area it fails at once: waiting would hold whatever awaits it forever (a
 * form would stay "Sending…"), and the missing <Toaster /> is a mistake in the page to fix, not a
 * visitor's problem to work around.
 */
export async function notify({ tone, title, description, link }: Notice): Promise<void> {
  if (toastAreas === 0)
    throw new Error(
      `notify("${title}") was called on a page without a toast area: render <Toaster /> from src/components/ui/Toaster.tsx on every page that shows notices.`,
    )
  prepareNotices()
  const [{ toast }] = await Promise.all([import('sonner'), toasterMounted])
  const withLink = link
    ? createElement(
        Fragment,
        null,
        description,
        ' ',
        createElement('a', { href: link.href, className: 'font-semibold underline underline-offset-2' }, link.label),
      )
    : description
  const options = { id: 'site-notice', description: withLink }
  if (tone === 'destructive') toast.error(title, { ...options, duration: Number.POSITIVE_INFINITY })
  else toast(title, { ...options, duration: 8000 })
}
