import { lazy, Suspense, useEffect } from 'react'
import { markToasterMounted, registerToastArea, useNoticesWanted } from '@/lib/notify'

const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

function Mounted() {
  useEffect(markToasterMounted, [])
  return null
}

/** Shows notices one at a time; its library loads only once a notice is on its way (see `prepareNotices`). */
export function Toaster() {
  // On the page from the first render, so a notice knows it has somewhere to go before the library loads.
  useEffect(registerToastArea, [])
  if (!useNoticesWanted()) return null
  return (
    <Suspense fallback={null}>
      {/* Below the fixed header (4.5rem), so a notice never hides the navigation. */}
      <SonnerToaster
        visibleToasts={1}
        position="top-center"
        offset={{ top: 84 }}
        mobileOffset={{ top: 80 }}
        richColors
        closeButton
      />
      <Mounted />
    </Suspense>
  )
}
