import type { ReactNode } from 'react'
import { Icon, icons } from './Icon'
import { cn } from '@/lib/cn'
import { SmartLink } from './SmartLink'

const variants = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
  secondary: 'bg-white text-ink ring-1 ring-line ring-inset shadow-sm hover:bg-surface-alt hover:ring-brand-200',
  inverse: 'bg-white text-brand-800 shadow-sm hover:bg-brand-50',
  outlineInverse: 'text-white ring-1 ring-white/40 ring-inset hover:bg-white/10',
} as const

// A label too long for the screen wraps inside its button, which keeps its height for one line.
const sizes = {
  md: 'min-h-10 px-4 py-2 text-sm',
  lg: 'min-h-12 px-6 py-3 text-base',
} as const

type ButtonVariant = keyof typeof variants

export function buttonClasses(variant: ButtonVariant = 'primary', size: keyof typeof sizes = 'md', className?: string) {
  return cn(
    // A printed button leads nowhere.
    'inline-flex max-w-full shrink-0 items-center justify-center gap-2 rounded-control text-center font-semibold transition-colors print:hidden [&>svg]:shrink-0',
    'focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 aria-disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  )
}

interface ButtonLinkProps {
  href: string
  children: ReactNode
  variant?: ButtonVariant
  size?: keyof typeof sizes
  arrow?: boolean
  className?: string
}

/** A link styled as a button: every call to action on the site navigates somewhere. */
export function ButtonLink({ href, children, variant, size, arrow = false, className }: ButtonLinkProps) {
  return (
    <SmartLink href={href} className={buttonClasses(variant, size, className)}>
      {children}
      {arrow && <Icon icon={icons.arrowRight} className="size-4" />}
    </SmartLink>
  )
}
