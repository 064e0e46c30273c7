import type { Solution } from '@/content'
import { pages } from '@/content/pages'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import { PageHead } from '@/components/PageHead'
import { pageName } from '@/lib/seo'
import { SOLUTIONS_PATH, withTopic } from '@/paths'
import { Breadcrumb } from '@/components/layout/Breadcrumb'
import { CallToAction } from '@/components/sections/CallToAction'
import { Hero } from '@/components/sections/Hero'
import { SolutionSections } from '@/components/sections/SolutionSections'
import { VideoShowcase } from '@/components/sections/VideoShowcase'

const parents = [{ name: pageName(pages.solutions.meta), path: SOLUTIONS_PATH }]

export function Page({ entry: solution }: { entry: Solution }) {
  return (
    <>
      <PageHead meta={solution.meta} parents={parents} name={solution.name} />
      <SolutionView solution={solution} />
    </>
  )
}

/** The page below its head: also the editor's preview of a solution (src/admin/). */
export function SolutionView({ solution }: { solution: Solution }) {
  const { hero, videoSection, sections, callToAction } = solution
  return (
    <>
      <Hero
        size="split"
        breadcrumb={<Breadcrumb name={solution.name} parents={parents} />}
        {...hero}
        actions={withTopic(hero.actions, solution.slug)}
        // An illustration, not a fact: on paper it gives its room to the features, which then start on page one.
        aside={
          <ResponsiveImage
            image={solution.imageUrl}
            sizes="(min-width: 1152px) 520px, (min-width: 1024px) 45vw, 100vw"
            priority
            className="aspect-[16/10] rounded-card shadow-raised ring-1 ring-line print:hidden"
          />
        }
      />
      <VideoShowcase id="video" {...videoSection} videos={[{ video: solution.video }]} />
      <SolutionSections sections={sections} />
      <CallToAction {...callToAction} actions={withTopic(callToAction.actions, solution.slug)} />
    </>
  )
}
