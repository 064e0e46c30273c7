import type { IconName } from '@/content'
import { Icon } from '@/components/ui/Icon'

interface Highlight {
  title: string
  text: string
  icon: IconName
}

/** A stacked panel of short points with icons, used beside a hero. */
export function HighlightList({ items }: { items: Highlight[] }) {
  return (
    <ul className="relative space-y-4 rounded-[1.5rem] bg-white/70 p-4 shadow-raised ring-1 ring-white backdrop-blur sm:p-6">
      {items.map((item) => (
        <li key={item.title} className="flex gap-4 rounded-card bg-white p-5 ring-1 ring-line">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
            <Icon name={item.icon} className="size-5" />
          </span>
          <div>
            <p className="font-semibold text-ink">{item.title}</p>
            <p className="mt-1 text-sm leading-6 text-muted">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
