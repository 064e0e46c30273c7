import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { pages } from '@/content'
import { PageIntro } from '@/components/sections/PageIntro'

const HOME = '/home'
const { redirect } = pages

/** `/` has no page of its own: it hands over to `/home`, keeping any `#anchor`. */
export function Component() {
  const navigate = useNavigate()
  const { hash } = useLocation()

  useEffect(() => {
    navigate({ pathname: HOME, hash }, { replace: true })
  }, [navigate, hash])

  return (
    <>
      <PageIntro
        page={redirect}
        actions={[{ label: redirect.linkLabel, href: HOME }]}
        head={<link rel="canonical" href={HOME} />}
      />
      {/*
        Without JavaScript the pre-rendered page redirects by itself. The refresh sits in <noscript>
        so that with JavaScript the client redirect above runs instead and keeps the #anchor.
      */}
      <noscript>
        <meta httpEquiv="refresh" content={`0; url=${HOME}`} />
      </noscript>
    </>
  )
}
