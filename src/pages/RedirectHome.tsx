import { Navigate, useLocation } from 'react-router-dom'
import { redirects } from '@/paths'

/**
 * `/` has no page of its own: hosts answer it with a 301 to `/home`, and a link to `/` inside the
 * site does the same in the browser, replacing the history entry and keeping any `#anchor`.
 */
export function Component() {
  const { hash } = useLocation()
  return <Navigate to={{ pathname: redirects['/'], hash }} replace />
}
