import { Icon, icons } from './Icon'
import { cn } from '@/lib/cn'

export function CheckList({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={cn('space-y-4 text-ink', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          {/* As tall as one line of text, so the mark sits level with the first line at any size. */}
          <span className="flex h-[1lh] shrink-0 items-center">
            <Icon icon={icons.circleCheck} className="size-5 text-accent-700" />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
