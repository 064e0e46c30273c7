import { useEffect, useRef, useState } from 'react'
import { Outlet, useLocation, useNavigationType } from 'react-router-dom'
import { site } from '@/content'
import { anchorId } from '@/lib/anchorId'
import { useHydrated } from '@/lib/useHydrated'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

/** Marks the 404 page's main landmark, which hosts serve at every unknown address, so the browser renders it as such (src/client.tsx). */
export const NOT_FOUND_MARK = 'data-not-found'

// After a client-side navigation a new page takes the focus at its start and is announced by its title, as a page
// load would be to a screen reader; a hash scrolls smoothly to its anchor, a new page starts at the top. The browser
// handles the first load (a hash on pre-rendered HTML) and the scroll of back and forward.
function useNavigationEffects(): string {
  const { pathname, hash, key } = useLocation()
  const navigationType = useNavigationType()
  const firstRender = useRef(true)
  const shownPath = useRef(pathname)
  const [announcement, setAnnouncement] = useState('')
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    if (shownPath.current !== pathname) {
      shownPath.current = pathname
      document.getElementById('main')?.focus({ preventScroll: true })
      setAnnouncement(document.title)
    }
    if (hash) {
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      const id = anchorId(hash)
      if (id)
        document.getElementById(id)?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
      return
    }
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname, hash, key, navigationType])
  return announcement
}

/**
 * What only the running page shows, left out of the HTML, whose first round trip carries what is shown at once: the
 * live region that announces a new page, and the line naming the company and the page on paper.
 */
function RunningPageNotes({ announcement }: { announcement: string }) {
  if (!useHydrated()) return null
  return (
    <>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {/* Printed, a page names the company, how to reach it and where the page is (header and footer are not). */}
      <p className="hidden print:mb-8 print:block print:border-b print:border-line print:pb-3 print:text-sm">
        <strong className="text-base">{site.name}</strong> · {site.contact.email} · {site.contact.phone} ·{' '}
        {window.location.href}
      </p>
    </>
  )
}

export default function RootLayout({ notFound }: { notFound: boolean }) {
  const announcement = useNavigationEffects()
  useEffect(() => {
    // Lets tests and monitoring tell that the pre-rendered page has become interactive.
    document.documentElement.dataset.hydrated = 'true'
  }, [])

  return (
    <>
      <a
        href="#main"
        className="fixed top-3 left-3 z-[60] rounded-control bg-brand-700 px-4 py-3 font-semibold text-white not-focus:sr-only print:hidden"
      >
        {site.ui.skipToContent}
      </a>
      <RunningPageNotes announcement={announcement} />
      <SiteHeader highlightActive={!notFound} />
      <main id="main" tabIndex={-1} {...(notFound && { [NOT_FOUND_MARK]: '' })}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  )
}
