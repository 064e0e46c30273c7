import { useParams } from 'react-router-dom'
import { findCaseStudy } from '@/content'
import { PageHead } from '@/components/PageHead'
import { Hero } from '@/components/sections/Hero'
import { NotFoundPage } from './NotFound'

export function Component() {
  const study = findCaseStudy(useParams().id)
  if (!study) return <NotFoundPage />
  return (
    <>
      <PageHead meta={study.meta} />
      <Hero eyebrow={`${study.category} · ${study.client}`} heading={study.title} lead={study.summary} />
    </>
  )
}
