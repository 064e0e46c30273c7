import { useEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * After a client-side navigation: a link with a hash scrolls smoothly to its anchor, any other
 * new page starts at the top. The first load is left to the browser, which already handles a hash
 * on pre-rendered HTML; back and forward are left to its scroll restoration.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation()
  const navigationType = useNavigationType()
  const firstRender = useRef(true)

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
        block: 'start',
      })
      return
    }
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname, hash, key, navigationType])

  return null
}
