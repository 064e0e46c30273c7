import type { Link } from '@/content'
import { Icon, icons } from '@/components/ui/Icon'
import { SmartLink } from '@/components/ui/SmartLink'
import { Section, type SectionIntro } from './Section'

interface GuideLinksProps extends SectionIntro {
  guides: readonly Link[]
}

/** The guides a school reads before it writes, each a card that is one link, named by the guide's title alone. */
export function GuideLinks({ guides, ...intro }: GuideLinksProps) {
  return (
    <Section {...intro}>
      <ul className="grid gap-4 md:grid-cols-3 md:gap-6">
        {guides.map((guide) => (
          <li key={guide.href}>
            <SmartLink
              href={guide.href}
              className="group flex h-full items-center justify-between gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-line transition hover:-translate-y-0.5 hover:shadow-raised sm:p-6"
            >
              <span className="text-lg leading-snug font-bold text-ink group-hover:text-brand-700">{guide.label}</span>
              <Icon
                icon={icons.arrowRight}
                className="size-5 shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5"
              />
            </SmartLink>
          </li>
        ))}
      </ul>
    </Section>
  )
}
