import type { Link } from '@/content'
import { cn } from '@/lib/cn'
import { ButtonLink } from './Button'

/**
 * A row of calls to action: the first is the primary one (with an arrow when `arrow`), the rest
 * secondary. `dark` is for a row on a dark brand ground.
 */
export function ActionRow({
  actions,
  dark = false,
  arrow = false,
  centered = false,
  className,
}: {
  actions: readonly Link[]
  dark?: boolean
  arrow?: boolean
  centered?: boolean
  className?: string
}) {
  return (
    <div className={cn(className, 'flex flex-wrap', centered && 'justify-center', 'gap-3')}>
      {actions.map((action, index) => (
        <ButtonLink
          key={action.label}
          href={action.href}
          variant={index === 0 ? (dark ? 'inverse' : 'primary') : dark ? 'outlineInverse' : 'secondary'}
          size="lg"
          arrow={arrow && index === 0}
        >
          {action.label}
        </ButtonLink>
      ))}
    </div>
  )
}
