import { useEffect, useRef } from 'react'
import { Outlet, useLocation, useNavigationType } from 'react-router-dom'
import { site } from '@/content'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

/** Marks the 404 page's main landmark, which hosts serve at every unknown address, so the browser renders it as such (src/client.tsx). */
export const NOT_FOUND_MARK = 'data-not-found'

// After a client-side navigation a hash scrolls smoothly to its anchor, a new page starts at the top; the browser
// handles the first load (a hash on pre-rendered HTML) and back and forward.
function useScrollOnNavigation() {
  const { pathname, hash, key } = useLocation()
  const navigationType = useNavigationType()
  const firstRender = useRef(true)
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    if (hash) {
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      document
        .getElementById(decodeURIComponent(hash.slice(1)))
        ?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
      return
    }
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname, hash, key, navigationType])
}

export default function RootLayout({ notFound }: { notFound: boolean }) {
  useScrollOnNavigation()
  useEffect(() => {
    // Lets tests and monitoring tell that the pre-rendered page has become interactive.
    document.documentElement.dataset.hydrated = 'true'
  }, [])

  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-control bg-brand-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {site.ui.skipToContent}
      </a>
      <SiteHeader highlightActive={!notFound} />
      <main id="main" tabIndex={-1} {...(notFound && { [NOT_FOUND_MARK]: '' })}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  )
}
