import type { CaseStudy } from '@/content'
import { pages } from '@/content/pages'
import { CASE_STUDIES_PATH, caseStudyPath, withTopic } from '@/paths'
import { PageHead } from '@/components/PageHead'
import { article, pageName } from '@/lib/seo'
import { Breadcrumb } from '@/components/layout/Breadcrumb'
import { CaseStudyStory } from '@/components/sections/CaseStudyStory'
import { Hero } from '@/components/sections/Hero'
import { PageActions } from '@/components/sections/PageActions'
import { VideoShowcase } from '@/components/sections/VideoShowcase'
import { Stat } from '@/components/ui/Stat'

const labels = pages.caseStudy

const parents = [{ name: pageName(pages.caseStudies.meta), path: CASE_STUDIES_PATH }]

export function Page({ entry: study }: { entry: CaseStudy }) {
  return (
    <>
      <PageHead
        meta={study.meta}
        type="article"
        parents={parents}
        name={study.title}
        things={[article(study.title, study.summary, caseStudyPath(study.id))]}
      />
      <CaseStudyView study={study} />
    </>
  )
}

/** The page below its head: also the editor's preview of a study (src/admin/). */
export function CaseStudyView({ study }: { study: CaseStudy }) {
  return (
    <>
      <Hero
        size="split"
        breadcrumb={<Breadcrumb name={study.title} parents={parents} />}
        eyebrow={study.category}
        note={`${labels.clientLabel}: ${study.client}`}
        heading={study.title}
        lead={study.summary}
        aside={
          <div className="min-w-64 justify-self-start rounded-card bg-white/80 p-8 shadow-raised ring-1 ring-white backdrop-blur sm:p-10 lg:justify-self-end">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{labels.headlineHeading}</p>
            <Stat headline={study.headline} size="lg" className="mt-4" />
          </div>
        }
      />
      <CaseStudyStory study={study} labels={labels} />
      {study.video && (
        <VideoShowcase id="video" heading={labels.videoHeading} videos={[{ video: study.video }]} tinted />
      )}
      <PageActions
        actions={withTopic(labels.actions, study.id)}
        onward={study.next && { label: labels.nextLabel, name: study.next.title, href: caseStudyPath(study.next.id) }}
      />
    </>
  )
}
