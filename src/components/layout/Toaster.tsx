import { lazy, Suspense } from 'react'
import { useHydrated } from '@/lib/useHydrated'

const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

/** The site's one toast area, showing one notice at a time. Loaded after hydration: no page needs it to render. */
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
