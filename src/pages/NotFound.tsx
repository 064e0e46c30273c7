import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { pages } from '@/content'
import { PageIntro } from '@/components/sections/PageIntro'

const { notFound } = pages

export function Component() {
  const { pathname } = useLocation()

  useEffect(() => {
    // The address asked for: hosts serve this page at any address, and it renders as /404.
    console.error(`404: no page at ${window.location.pathname}`)
  }, [pathname])

  return <PageIntro page={{ ...notFound, actions: [{ label: notFound.homeLabel, href: '/' }] }} noindex />
}
