import { useHydrated } from './useHydrated'

declare const __BUILD_YEAR__: number

/** The HTML carries the build year and hydration starts from it, so a page built last December is right in January. */
export const useCurrentYear = () => (useHydrated() ? new Date().getFullYear() : __BUILD_YEAR__)
