import { lazy, Suspense } from 'react'
import { useHydrated } from '@/lib/useHydrated'

const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

/**
 * The toast area of a page that shows notices, one at a time. Loaded after hydration, and only on
 * the pages that place it: no page needs it to render.
 */
export function Toaster() {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      {/* Below the fixed header (4.5rem), so a notice never hides the navigation. */}
      <SonnerToaster visibleToasts={1} position="top-center" offset={{ top: 84 }} mobileOffset={{ top: 80 }} richColors closeButton />
    </Suspense>
  )
}
