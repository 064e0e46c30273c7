import { Icon, icons } from '@/components/ui/Icon'
import { SmartLink } from '@/components/ui/SmartLink'
import { caseStudyPath } from '@/paths'
import type { CaseStudySummary } from '@/content/caseStudies'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import { Stat } from '@/components/ui/Stat'

export function CaseStudyCard({ study, readMoreLabel }: { study: CaseStudySummary; readMoreLabel: string }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line transition hover:-translate-y-0.5 hover:shadow-raised print:break-inside-avoid">
      <ResponsiveImage
        image={study.imageUrl}
        sizes="(min-width: 1152px) 352px, (min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-[16/10]"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-col items-start gap-2">
          <span className="inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset bg-brand-50 text-brand-700 ring-brand-100">
            {study.category}
          </span>
          <span className="text-sm text-muted">{study.client}</span>
        </div>
        <Stat headline={study.headline} className="mt-5" />
        <h2 className="mt-4 text-lg leading-snug font-bold text-ink">
          <SmartLink href={caseStudyPath(study.id)} className="after:absolute after:inset-0 after:rounded-card">
            {study.title}
          </SmartLink>
        </h2>
        <p className="mt-2 line-clamp-2 leading-7 text-muted">{study.summary}</p>
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-1.5 pt-5 font-semibold text-brand-700 group-hover:text-brand-800"
        >
          {readMoreLabel}
          <Icon icon={icons.arrowRight} className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  )
}
