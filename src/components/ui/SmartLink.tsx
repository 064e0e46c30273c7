import type { AnchorHTMLAttributes } from 'react'
import { Link } from 'react-router-dom'
import { usePrefetchRoute } from '@/lib/prefetchRoute'

type SmartLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }

const isExternal = (href: string) => /^(https?:|mailto:|tel:)/.test(href)

/**
 * A link that uses client-side navigation for site paths, loading the target page's code as soon as
 * the visitor points at, touches or focuses it, and a plain anchor for everything else.
 */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  const prefetchRoute = usePrefetchRoute()
  if (isExternal(href)) {
    const opensNewTab = href.startsWith('http')
    return (
      <a href={href} {...(opensNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
      </a>
    )
  }
  const { onMouseEnter, onFocus, onTouchStart } = rest
  return (
    <Link
      to={href}
      {...rest}
      onMouseEnter={(event) => {
        prefetchRoute(href)
        onMouseEnter?.(event)
      }}
      onFocus={(event) => {
        prefetchRoute(href)
        onFocus?.(event)
      }}
      onTouchStart={(event) => {
        prefetchRoute(href)
        onTouchStart?.(event)
      }}
    >
      {children}
    </Link>
  )
}
