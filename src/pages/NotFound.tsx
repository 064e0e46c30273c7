import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { pages } from '@/content'
import { PageIntro } from '@/components/sections/PageIntro'

const { notFound } = pages

export function NotFoundPage() {
  const { pathname } = useLocation()

  useEffect(() => {
    // The address the visitor asked for: served by the host at any address, the page renders as /404.
    console.error(`404: no page at ${window.location.pathname}`)
  }, [pathname])

  return <PageIntro page={notFound} actions={[{ label: notFound.homeLabel, href: '/' }]} noindex />
}

export const Component = NotFoundPage
