import type { FeatureItem } from '@/content'
import { cn } from '@/lib/cn'
import { Icon } from '@/components/ui/Icon'
import { Section, type ListSectionProps } from './Section'

/** Cards with an icon, a title and a sentence: features, benefits. */
export function FeatureGrid({ items, tone, ...intro }: ListSectionProps<FeatureItem>) {
  return (
    <Section {...intro} tone={tone}>
      <ul className={cn('grid gap-5 sm:grid-cols-2', items.length % 4 === 0 && items.length > 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-2 xl:gap-6')}>
        {items.map((item) => (
          <li key={item.title} className="flex gap-4 rounded-card bg-white p-6 shadow-card ring-1 ring-line lg:flex-col">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
              <Icon name={item.icon} className="size-5" />
            </span>
            <div>
              <h3 className="text-lg font-bold text-ink">{item.title}</h3>
              <p className="mt-2 leading-7 text-muted">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
