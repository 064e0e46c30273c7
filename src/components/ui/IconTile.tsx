import type { IconDrawing } from '@/content'
import { cn } from '@/lib/cn'
import { Icon } from './Icon'

const tones = {
  /** Pale brand ground with a fine ring: on white cards. */
  outlined: 'bg-brand-50 text-brand-700 ring-1 ring-brand-100',
  /** Pale brand ground: on white cards with a stronger frame of their own. */
  soft: 'bg-brand-50 text-brand-700',
  /** Full brand colour: on the translucent panel beside a hero. */
  solid: 'bg-brand-600 text-white',
  /** See-through: on dark cards. */
  glass: 'bg-white/10 ring-1 ring-white/20',
} as const

/** An icon in a rounded square tile: the mark of a feature, a point, a card or a partner. */
export function IconTile({
  icon,
  tone,
  size = 'md',
}: {
  icon: IconDrawing
  tone: keyof typeof tones
  size?: 'md' | 'lg'
}) {
  return (
    <span
      className={cn(
        'flex',
        size === 'md' ? 'size-11 shrink-0' : 'size-12',
        'items-center justify-center rounded-xl',
        tones[tone],
      )}
    >
      <Icon icon={icon} className={size === 'md' ? 'size-5' : 'size-6'} />
    </span>
  )
}
