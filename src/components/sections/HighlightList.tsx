import type { IconDrawing } from '@/content'
import { IconTile } from '@/components/ui/IconTile'

export function HighlightList({ items }: { items: { title: string; text: string; icon: IconDrawing }[] }) {
  return (
    <ul className="relative space-y-4 rounded-[1.5rem] bg-white/70 p-4 shadow-raised ring-1 ring-white backdrop-blur sm:p-6">
      {items.map((item) => (
        <li key={item.title} className="flex gap-4 rounded-card bg-white p-5 ring-1 ring-line">
          <IconTile icon={item.icon} className="bg-brand-600 text-white" />
          <div>
            <p className="font-semibold text-ink">{item.title}</p>
            <p className="mt-1 text-sm leading-6 text-muted">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
