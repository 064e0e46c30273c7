import type { StepItem } from '@/content'
import { TileItem } from '@/components/ui/TileItem'
import { Section, type ListSectionProps } from './Section'

/** Numbered steps, in order: how a programme runs. */
export function Steps({ items, tone, ...intro }: ListSectionProps<StepItem>) {
  return (
    <Section {...intro} tone={tone}>
      <ol className="mx-auto grid max-w-3xl gap-4">
        {items.map((item, index) => (
          <TileItem
            key={item.title}
            variant="step"
            mark={
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-800 font-bold text-white"
              >
                {index + 1}
              </span>
            }
            title={item.title}
            text={item.description}
          />
        ))}
      </ol>
    </Section>
  )
}
