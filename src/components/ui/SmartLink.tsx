import type { AnchorHTMLAttributes } from 'react'
import { Link } from 'react-router-dom'

type SmartLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }

const isExternal = (href: string) => /^(https?:|mailto:|tel:)/.test(href)

/** A link that uses client-side navigation for site paths and a plain anchor for everything else. */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  if (isExternal(href)) {
    const opensNewTab = href.startsWith('http')
    return (
      <a href={href} {...(opensNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  )
}
