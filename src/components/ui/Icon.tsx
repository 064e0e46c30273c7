import { createElement } from 'react'
import type { IconDrawing } from '@/content'
import { cn } from '@/lib/cn'

export * as icons from './icons'

/** A decorative lucide drawing, its stroke styled once for every `.icon` in styles.css (a library icon writes nine
 * attributes onto each one), so a page of icons fits its first round trip the sooner. */
export function Icon({ icon, className }: { icon: IconDrawing; className?: string | undefined }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={cn('icon', className)}>
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  )
}
