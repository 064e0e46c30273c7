import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { pages } from '@/content'
import { PageHead } from '@/components/PageHead'
import { Hero } from '@/components/sections/Hero'

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
      {/* For visitors without JavaScript and for crawlers: the pre-rendered page redirects too. */}
      <PageHead meta={redirect.meta}>
        <meta httpEquiv="refresh" content={`0; url=${HOME}`} />
        <link rel="canonical" href={HOME} />
      </PageHead>
      <Hero heading={redirect.heading} lead={redirect.intro} actions={[{ label: redirect.linkLabel, href: HOME }]} />
    </>
  )
}
