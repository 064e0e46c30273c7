import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { pages } from '@/content'
import { PageHead } from '@/components/PageHead'
import { Hero } from '@/components/sections/Hero'

const { notFound } = pages

export function NotFoundPage() {
  const { pathname } = useLocation()

  useEffect(() => {
    console.error(`404: no page at ${pathname}`)
  }, [pathname])

  return (
    <>
      <PageHead meta={notFound.meta}>
        <meta name="robots" content="noindex" />
      </PageHead>
      <Hero heading={notFound.heading} lead={notFound.intro} actions={[{ label: notFound.homeLabel, href: '/' }]} />
    </>
  )
}

export const Component = NotFoundPage
