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

const sizes = {
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
} as const

type ButtonVariant = keyof typeof variants

export function buttonClasses(variant: ButtonVariant = 'primary', size: keyof typeof sizes = 'md', className?: string) {
  return cn(
    // A printed button leads nowhere.
    'inline-flex items-center justify-center gap-2 rounded-control font-semibold whitespace-nowrap transition-colors print:hidden',
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
