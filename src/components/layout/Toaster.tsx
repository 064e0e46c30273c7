import { lazy, Suspense } from 'react'
import { useHydrated } from '@/lib/useHydrated'

const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

/** The site's one toast area, showing one notice at a time. Loaded after hydration: no page needs it to render. */
export function Toaster() {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <SonnerToaster visibleToasts={1} position="top-center" richColors closeButton />
    </Suspense>
  )
}
