import { pages, solutions } from '@/content'
import { CallToAction } from '@/components/sections/CallToAction'
import { PageIntro } from '@/components/sections/PageIntro'
import { SolutionGrid } from '@/components/sections/SolutionGrid'
import { VideoShowcase } from '@/components/sections/VideoShowcase'

const page = pages.solutions

export function Component() {
  return (
    <>
      <PageIntro page={page} />
      <SolutionGrid id="projects" {...page.grid} linkLabel={page.linkLabel} solutions={solutions} />
      <VideoShowcase
        id="videos"
        {...page.videos}
        videos={solutions.map((solution) => ({ video: solution.video, poster: solution.imageUrl }))}
      />
      <CallToAction {...page.callToAction} />
    </>
  )
}
