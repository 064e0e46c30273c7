import { Icon as Drawing } from 'lucide-react'
import type { IconDrawing } from '@/content'

/** A decorative icon that content chose by name; the content plugin delivers its drawing. */
export function Icon({ icon, className }: { icon: IconDrawing; className?: string | undefined }) {
  return <Drawing iconNode={icon} aria-hidden="true" className={className} />
}
