import type { FeatureItem } from '@/content'
import { cn } from '@/lib/cn'
import { TileItem } from '@/components/ui/TileItem'
import { Section, type ListSectionProps } from './Section'

/** Cards with an icon, a title and a sentence: features, benefits. */
export function FeatureGrid({ items, tone, ...intro }: ListSectionProps<FeatureItem>) {
  return (
    <Section {...intro} tone={tone}>
      <ul
        className={cn(
          'grid gap-5 sm:grid-cols-2',
          items.length % 4 === 0 && items.length > 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-2 xl:gap-6',
        )}
      >
        {items.map((item) => (
          <TileItem key={item.title} variant="feature" icon={item.icon} title={item.title} text={item.description} />
        ))}
      </ul>
    </Section>
  )
}
