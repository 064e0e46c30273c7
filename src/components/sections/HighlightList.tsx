import type { IconDrawing } from '@/content'
import { TileItem } from '@/components/ui/TileItem'

interface Highlight {
  title: string
  text: string
  icon: IconDrawing
}

/** A stacked panel of short points with icons, used beside a hero. */
export function HighlightList({ items }: { items: Highlight[] }) {
  return (
    <ul className="relative space-y-4 rounded-[1.5rem] bg-white/70 p-4 shadow-raised ring-1 ring-white backdrop-blur sm:p-6">
      {items.map((item) => (
        <TileItem key={item.title} variant="highlight" icon={item.icon} title={item.title} text={item.text} />
      ))}
    </ul>
  )
}
