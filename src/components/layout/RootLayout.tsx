import { useEffect } from 'react'
import { Outlet } from 'react-router-dom'
import { ScrollManager } from './ScrollManager'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'
import { SkipLink } from './SkipLink'

const MAIN_ID = 'main'

/**
 * Marks the 404 page's main landmark. Hosts serve that page at every unknown address, and the
 * browser reads the mark to render it as what it is (src/client.tsx).
 */
export const NOT_FOUND_MARK = 'data-not-found'

interface RootLayoutProps {
  /** True on the 404 page, so an unknown path never marks a section as current. */
  notFound: boolean
}

/** The shell every page shares: skip link, header, main landmark, footer and the scroll handling of client-side navigations. */
export default function RootLayout({ notFound }: RootLayoutProps) {
  useEffect(() => {
    // Lets tests and monitoring tell that the pre-rendered page has become interactive.
    document.documentElement.dataset.hydrated = 'true'
  }, [])

  return (
    <>
      <SkipLink target={MAIN_ID} />
      <SiteHeader highlightActive={!notFound} />
      <main id={MAIN_ID} tabIndex={-1} {...(notFound && { [NOT_FOUND_MARK]: '' })}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollManager />
    </>
  )
}
