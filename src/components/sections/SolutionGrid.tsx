import { SmartLink } from '@/components/ui/SmartLink'
import type { SolutionCard } from '@/content'
import { solutionPath } from '@/paths'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import { Icon, icons } from '@/components/ui/Icon'
import { Section, type SectionIntro } from './Section'

interface SolutionGridProps extends SectionIntro {
  linkLabel: string
  solutions: SolutionCard[]
}

export function SolutionGrid({ linkLabel, solutions, ...intro }: SolutionGridProps) {
  return (
    <Section {...intro} tinted>
      <ul className="grid gap-6 sm:grid-cols-2">
        {solutions.map((solution) => (
          <li
            key={solution.slug}
            className="group relative flex flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line transition hover:-translate-y-0.5 hover:shadow-raised"
          >
            <ResponsiveImage
              image={solution.imageUrl}
              sizes="(min-width: 1152px) 548px, (min-width: 640px) 50vw, 100vw"
              className="aspect-[16/9]"
            />
            <div className="flex flex-1 flex-col px-7 pb-7">
              <span className="relative -mt-6 mb-5 flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-brand-800 text-white shadow-card ring-4 ring-white print:text-brand-700">
                <Icon icon={solution.icon} className="size-6" />
              </span>
              <h3 className="text-xl font-bold text-ink">{solution.name}</h3>
              <p className="mt-2 font-medium text-brand-700">{solution.tagline}</p>
              <p className="mt-3 flex-1 leading-7 text-muted">{solution.summary}</p>
              <SmartLink
                href={solutionPath(solution.slug)}
                className="mt-6 inline-flex items-center gap-1.5 font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-card group-hover:text-brand-800"
              >
                {linkLabel}
                <span className="sr-only">: {solution.name}</span>
                <Icon icon={icons.arrowRight} className="size-4 transition-transform group-hover:translate-x-0.5" />
              </SmartLink>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
