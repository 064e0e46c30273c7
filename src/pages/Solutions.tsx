import { pages } from '@/content/pages'
import { solutionCards as solutions } from '@/content/solutionCards'
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
        videos={solutions.map((solution) => ({ video: solution.video, label: solution.name }))}
      />
      <CallToAction {...page.callToAction} />
    </>
  )
}
