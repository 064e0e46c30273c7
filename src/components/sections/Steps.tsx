import type { StepItem } from '@/content'
import { Section, type ListSectionProps } from './Section'

/** Numbered steps, in order: how a programme runs. */
export function Steps({ items, tone, ...intro }: ListSectionProps<StepItem>) {
  return (
    <Section {...intro} tone={tone}>
      <ol className="mx-auto grid max-w-3xl gap-4">
        {items.map((item, index) => (
          <li key={item.title} className="relative flex gap-5 rounded-card bg-white p-6 shadow-card ring-1 ring-line">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-800 font-bold text-white"
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
    </Section>
  )
}
