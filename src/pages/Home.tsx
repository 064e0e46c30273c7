import { site } from '@/content'
import { solutionCards } from '@/content/solutionCards'
import { caseStudyResults } from '@/content/caseStudyResults'
import { home } from '@/content/home'
import type { Home } from '@/content'
import { PageHead } from '@/components/PageHead'
import { organization, webSite } from '@/lib/seo'
import { CallToAction } from '@/components/sections/CallToAction'
import { GuideLinks } from '@/components/sections/GuideLinks'
import { Hero } from '@/components/sections/Hero'
import { HighlightList } from '@/components/sections/HighlightList'
import { ResultsStrip } from '@/components/sections/ResultsStrip'
import { ClientLogos, Team } from '@/components/sections/Showcase'
import { SolutionGrid } from '@/components/sections/SolutionGrid'
import { WhoWeAre } from '@/components/sections/WhoWeAre'

export function Component() {
  return (
    <>
      <PageHead meta={home.meta} things={[organization, webSite]} />
      <HomeView home={home} />
    </>
  )
}

/** The page below its head: also the editor's preview of home.yaml (src/admin/). */
export function HomeView({ home }: { home: Home }) {
  const { hero, about, clients, team, callToAction } = home
  return (
    <>
      <Hero
        size="home"
        eyebrow={hero.eyebrow}
        heading={hero.heading}
        lead={hero.lead}
        actions={[hero.primary, hero.secondary]}
        aside={<HighlightList items={hero.highlights} />}
      />
      <ResultsStrip id="results" {...home.results} results={caseStudyResults} action={site.navigation.proof} />
      <WhoWeAre content={about} />
      <SolutionGrid id="solutions" {...home.solutions} solutions={solutionCards} />
      {/* Untinted, then tinted: the bands keep alternating with either, both or neither shown. */}
      <Team content={team} />
      <ClientLogos content={clients} />
      {/* Just before the spec's closing band, which stays last: where a school leader weighs whether to write. */}
      <GuideLinks id="guides" {...home.guides} guides={site.navigation.guides.links} />
      <CallToAction {...callToAction} />
    </>
  )
}
