import type { IconDrawing } from '@/content'
import { cn } from '@/lib/cn'
import { Icon } from './Icon'

export function IconTile({ icon, large, className }: { icon: IconDrawing; large?: boolean; className: string }) {
  return (
    <span
      className={cn(
        'flex',
        large ? 'size-12' : 'size-11 shrink-0',
        'items-center justify-center rounded-xl',
        className,
      )}
    >
      <Icon icon={icon} className={large ? 'size-6' : 'size-5'} />
    </span>
  )
}
