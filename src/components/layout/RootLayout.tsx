import { useEffect } from 'react'
import { Outlet } from 'react-router-dom'
import { useIsNotFound } from '@/lib/useIsNotFound'
import { ScrollManager } from './ScrollManager'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'
import { SkipLink } from './SkipLink'

const MAIN_ID = 'main'

/** The shell every page shares: skip link, header, main landmark, footer and the toast area. */
export default function RootLayout() {
  const notFound = useIsNotFound()

  useEffect(() => {
    // Lets tests and monitoring tell that the pre-rendered page has become interactive.
    document.documentElement.dataset.hydrated = 'true'
  }, [])

  return (
    <>
      <SkipLink target={MAIN_ID} />
      <SiteHeader highlightActive={!notFound} />
      <main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollManager />
    </>
  )
}
