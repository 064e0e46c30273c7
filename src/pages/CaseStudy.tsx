import { pages, type CaseStudy } from '@/content'
import { CASE_STUDIES_PATH, caseStudyPath } from '@/paths'
import { PageHead } from '@/components/PageHead'
import { article, pageName } from '@/lib/seo'
import { CaseStudyStory } from '@/components/sections/CaseStudyStory'
import { Hero } from '@/components/sections/Hero'
import { PageActions } from '@/components/sections/PageActions'
import { VideoShowcase } from '@/components/sections/VideoShowcase'

const labels = pages.caseStudy

/** One case study; the route gives it the study, loaded alone. */
export function Page({ entry: study }: { entry: CaseStudy }) {
  return (
    <>
      <PageHead
        meta={study.meta}
        type="article"
        parents={[{ name: pageName(pages.caseStudies.meta), path: CASE_STUDIES_PATH }]}
        things={[article({ headline: study.title, description: study.summary, path: caseStudyPath(study.id) })]}
      />
      <Hero eyebrow={study.category} note={`${labels.clientLabel}: ${study.client}`} heading={study.title} lead={study.summary} />
      <CaseStudyStory study={study} labels={labels} />
      {study.video && (
        <VideoShowcase id="video" heading={labels.videoHeading} videos={[{ video: study.video, poster: study.imageUrl }]} tone="tinted" />
      )}
      <PageActions actions={labels.actions} />
    </>
  )
}
