import { useSyncExternalStore } from 'react'

declare const __BUILD_YEAR__: number

const noSubscription = () => () => {}

/**
 * The current year. Pre-rendered HTML carries the build year; hydration starts from that same
 * value and then moves to the visitor's year, so a page built last December is right in January
 * without a hydration mismatch.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  )
}
