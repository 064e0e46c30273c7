import { useParams } from 'react-router-dom'
import { pages, solutions } from '@/content'
import { solutionPage } from '@/content/solutionPages'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import { PageHead } from '@/components/PageHead'
import { pageName } from '@/lib/seo'
import { CallToAction } from '@/components/sections/CallToAction'
import { Hero } from '@/components/sections/Hero'
import { SolutionSections } from '@/components/sections/SolutionSections'
import { VideoShowcase } from '@/components/sections/VideoShowcase'
import { NotFoundPage } from './NotFound'

export function Component() {
  const { slug } = useParams()
  const solution = solutions.find((candidate) => candidate.slug === slug)
  if (!solution) return <NotFoundPage />
  const { hero, video, sections, callToAction } = solutionPage(solution.slug)
  return (
    <>
      <PageHead meta={solution.meta} parents={[{ name: pageName(pages.solutions.meta), path: '/solutions' }]} />
      <Hero
        size="split"
        {...hero}
        aside={
          <ResponsiveImage
            image={solution.imageUrl}
            sizes="(min-width: 1152px) 520px, (min-width: 1024px) 45vw, 100vw"
            priority
            className="aspect-[16/10] rounded-card shadow-raised ring-1 ring-line"
          />
        }
      />
      <VideoShowcase id="video" {...video} videos={[{ video: solution.video, poster: solution.imageUrl }]} />
      <SolutionSections sections={sections} />
      <CallToAction {...callToAction} />
    </>
  )
}
