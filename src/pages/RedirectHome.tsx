import { Navigate, useLocation } from 'react-router-dom'
import { redirects } from '@/paths'

/** Hosts answer `/` with a 301 to `/home`; a link to `/` does the same in the browser, keeping any `#anchor`. */
export function Component() {
  const { hash } = useLocation()
  return <Navigate to={{ pathname: redirects['/'], hash }} replace />
}
