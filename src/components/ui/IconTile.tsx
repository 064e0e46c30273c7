import type { IconDrawing } from '@/content'
import { cn } from '@/lib/cn'
import { Icon } from './Icon'

export function IconTile({ icon, large, className }: { icon: IconDrawing; large?: boolean; className: string }) {
  return (
    <span
      className={cn(
        'flex',
        large ? 'size-12' : 'size-11 shrink-0',
        // Printed without its fill, as browsers print by default, the icon takes the brand's colour.
        'items-center justify-center rounded-xl print:text-brand-700',
        className,
      )}
    >
      <Icon icon={icon} className={large ? 'size-6' : 'size-5'} />
    </span>
  )
}
