import type { SolutionSection } from '@/content'
import { Icon, icons } from '@/components/ui/Icon'
import { IconTile } from '@/components/ui/IconTile'
import { cn } from '@/lib/cn'
import { Section } from './Section'

function Items({ section }: { section: SolutionSection }) {
  switch (section.kind) {
    case 'features':
      return (
        <ul
          className={cn(
            'grid gap-5 sm:grid-cols-2',
            section.items.length % 4 === 0 && section.items.length > 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-2 xl:gap-6',
          )}
        >
          {section.items.map((item) => (
            <li
              key={item.title}
              className="flex gap-4 rounded-card bg-white p-6 shadow-card ring-1 ring-line lg:flex-col"
            >
              <IconTile icon={item.icon} className="bg-brand-50 text-brand-700 ring-1 ring-brand-100" />
              <div>
                <h3 className="text-lg font-bold text-ink">{item.title}</h3>
                <p className="mt-2 leading-7 text-muted">{item.description}</p>
              </div>
            </li>
          ))}
        </ul>
      )
    case 'steps':
      return (
        <ol className="mx-auto grid max-w-3xl gap-4">
          {section.items.map((item, index) => (
            <li key={item.title} className="relative flex gap-5 rounded-card bg-white p-6 shadow-card ring-1 ring-line">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-800 font-bold text-white print:text-brand-700 print:border print:border-line"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-bold text-ink">{item.title}</h3>
                <p className="mt-1.5 leading-7 text-muted">{item.description}</p>
              </div>
            </li>
          ))}
        </ol>
      )
    case 'statements':
      return (
        <ul className="grid gap-5 sm:grid-cols-2">
          {section.items.map((item) => (
            <li
              key={item}
              className="relative rounded-card bg-white p-6 pl-16 leading-7 text-ink shadow-card ring-1 ring-line sm:p-8 sm:pl-18"
            >
              <Icon icon={icons.quote} className="absolute top-6 left-6 size-6 text-accent-700 sm:top-8" />
              {item}
            </li>
          ))}
        </ul>
      )
    case 'partners':
      return (
        <ul className="grid gap-6 md:grid-cols-2">
          {section.items.map((item) => (
            <li
              key={item.title}
              className="relative isolate overflow-hidden rounded-card bg-brand-900 p-8 text-white shadow-raised print:text-ink print:border print:border-line"
            >
              <span
                aria-hidden="true"
                className="absolute inset-0 -z-10 bg-[radial-gradient(28rem_14rem_at_100%_0%,rgb(59_100_232/0.5),transparent_70%)]"
              />
              <IconTile icon={item.icon} large className="bg-white/10 ring-1 ring-white/20" />
              <h3 className="mt-6 text-xl font-bold">{item.title}</h3>
              <p className="mt-3 leading-7 text-brand-100 print:text-muted">{item.description}</p>
            </li>
          ))}
        </ul>
      )
  }
}

export function SolutionSections({ sections }: { sections: SolutionSection[] }) {
  return sections.map((section, index) => (
    <Section key={section.id} {...section} tinted={index % 2 === 0}>
      <Items section={section} />
    </Section>
  ))
}
