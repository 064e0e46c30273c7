import type { HTMLAttributes } from 'react'
import { cn } from '@/lib/cn'

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'rounded-card bg-white p-6 shadow-card ring-1 ring-line sm:p-8 print:break-inside-avoid',
        className,
      )}
      {...rest}
    />
  )
}
