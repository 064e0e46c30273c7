import * as icons from '@/components/ui/icons'
import { Icon } from '@/components/ui/Icon'
import { Section, type ListSectionProps } from './Section'

/** A few short statements that make the case for a programme. */
export function Statements({ items, tone, ...intro }: ListSectionProps<string>) {
  return (
    <Section {...intro} tone={tone}>
      <ul className="grid gap-5 sm:grid-cols-2">
        {items.map((item) => (
          <li
            key={item}
            className="relative rounded-card bg-white p-6 pl-16 leading-7 text-ink shadow-card ring-1 ring-line sm:p-8 sm:pl-18"
          >
            <Icon icon={icons.quote} className="absolute top-6 left-6 size-6 text-accent-700 sm:top-8" />
            {item}
          </li>
        ))}
      </ul>
    </Section>
  )
}
