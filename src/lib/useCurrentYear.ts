import { useSyncExternalStore } from 'react'

declare const __BUILD_YEAR__: number

const noSubscription = () => () => {}

/** The HTML carries the build year and hydration starts from it, so a page built last December is right in January. */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  )
}
