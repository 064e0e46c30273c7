import { createContext, use, type AnchorHTMLAttributes } from 'react'
import { Link } from 'react-router-dom'

/** Loads the code of the page a link leads to; the browser entry provides it, the pre-render has nothing to load. */
export const PrefetchRoute = createContext<(href: string) => void>(() => undefined)

/** A site path navigates in the page, its code loaded once pointed at, touched or focused; anything else is a plain anchor. */
export function SmartLink({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const prefetchRoute = use(PrefetchRoute)
  if (/^(https?:|mailto:|tel:)/.test(href)) {
    const opensNewTab = href.startsWith('http')
    return (
      <a href={href} {...(opensNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
      </a>
    )
  }
  const prefetch = () => prefetchRoute(href)
  return (
    <Link to={href} {...rest} onMouseEnter={prefetch} onFocus={prefetch} onTouchStart={prefetch}>
      {children}
    </Link>
  )
}
