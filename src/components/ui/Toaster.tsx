import { lazy, Suspense, useEffect } from 'react'
import { markToasterMounted, useNoticesWanted } from '@/lib/notify'

const SonnerToaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

function Mounted() {
  useEffect(markToasterMounted, [])
  return null
}

/** Shows notices one at a time; its library loads only once a notice is on its way (see `prepareNotices`). */
export function Toaster() {
  if (!useNoticesWanted()) return null
  return (
    <Suspense fallback={null}>
      {/* At the bottom, where it covers no field: beside the form from lg (over the office details), and on narrower
          screens below the send button, which a failed send brings to the middle of the screen (useContactForm). */}
      <SonnerToaster visibleToasts={1} position="bottom-right" richColors closeButton />
      <Mounted />
    </Suspense>
  )
}
