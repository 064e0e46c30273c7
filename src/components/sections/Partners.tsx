import type { FeatureItem } from '@/content'
import { IconTile } from '@/components/ui/IconTile'
import { Section, type ListSectionProps } from './Section'

/** The organisations a solution is built with, side by side. */
export function Partners({ items, tone, ...intro }: ListSectionProps<FeatureItem>) {
  return (
    <Section {...intro} tone={tone}>
      <ul className="grid gap-6 md:grid-cols-2">
        {items.map((item) => (
          <li
            key={item.title}
            className="relative isolate overflow-hidden rounded-card bg-brand-900 p-8 text-white shadow-raised"
          >
            <span
              aria-hidden="true"
              className="absolute inset-0 -z-10 bg-[radial-gradient(28rem_14rem_at_100%_0%,rgb(59_100_232/0.5),transparent_70%)]"
            />
            <IconTile icon={item.icon} tone="glass" size="lg" />
            <h3 className="mt-6 text-xl font-bold">{item.title}</h3>
            <p className="mt-3 leading-7 text-brand-100">{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
