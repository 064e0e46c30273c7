import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** A small rounded label: a case study's category, or in the accent colour a technology. */
export function Badge({ children, accent = false }: { children: ReactNode; accent?: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset',
        accent ? 'bg-accent-50 text-accent-700 ring-accent-100' : 'bg-brand-50 text-brand-700 ring-brand-100',
      )}
    >
      {children}
    </span>
  )
}
