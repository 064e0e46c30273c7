import type { Link } from '@/content'
import { cn } from '@/lib/cn'
import { ButtonLink } from './Button'

/** Calls to action in a row: the first leads, with an arrow when `arrow`; `dark` is for a dark brand ground. */
export function ActionRow({
  actions,
  dark = false,
  arrow = false,
  className,
}: {
  actions: readonly Link[]
  dark?: boolean
  arrow?: boolean
  className: string
}) {
  return (
    <div className={cn(className, 'flex flex-wrap gap-3')}>
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
