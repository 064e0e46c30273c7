import { useParams } from 'react-router-dom'
import { solutions } from '@/content'
import { PageHead } from '@/components/PageHead'
import { Hero } from '@/components/sections/Hero'
import { NotFoundPage } from './NotFound'

export function Component() {
  const { slug } = useParams()
  const solution = solutions.find((candidate) => candidate.slug === slug)
  if (!solution) return <NotFoundPage />
  return (
    <>
      <PageHead meta={solution.meta} />
      <Hero heading={solution.name} lead={solution.summary} />
    </>
  )
}
