import { useEffect, useRef } from 'react'
import { site } from '@/content'
import { cn } from '@/lib/cn'
import { Icon, icons } from '@/components/ui/Icon'
import { SmartLink } from '@/components/ui/SmartLink'
import { useDisclosure } from './useDisclosure'

const { guides } = site.navigation
const PANEL_ID = 'guides-menu'

/**
 * The header's "For Schools": a button that opens the guides a school reads before it writes. Besides Escape and any
 * navigation (useDisclosure), it closes on a press outside it and when the focus leaves it.
 */
export function GuidesMenu({
  isCurrent,
  buttonClassName,
}: {
  isCurrent: (href: string) => boolean
  buttonClassName: string
}) {
  const button = useRef<HTMLButtonElement>(null)
  const wrapper = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useDisclosure(button)

  useEffect(() => {
    if (!open) return
    const onOutside = (event: Event) => {
      if (!(event.target instanceof Node) || !wrapper.current?.contains(event.target)) setOpen(false)
    }
    document.addEventListener('pointerdown', onOutside)
    document.addEventListener('focusin', onOutside)
    return () => {
      document.removeEventListener('pointerdown', onOutside)
      document.removeEventListener('focusin', onOutside)
    }
  }, [open, setOpen])

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        data-menu-button
        onClick={() => setOpen(!open)}
        className={cn('group inline-flex items-center gap-1', buttonClassName)}
      >
        {guides.title}
        <Icon icon={icons.chevronDown} className="size-4 transition-transform group-aria-expanded:rotate-180" />
      </button>
      <ul
        id={PANEL_ID}
        hidden={!open}
        className="absolute top-full left-0 mt-2 w-64 rounded-card bg-white p-2 shadow-raised ring-1 ring-line"
      >
        {guides.links.map((link) => (
          <li key={link.href}>
            <SmartLink
              href={link.href}
              aria-current={isCurrent(link.href) ? 'page' : undefined}
              className={cn(
                'block rounded-control px-3 py-2.5 text-sm font-medium',
                isCurrent(link.href) ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-surface-alt',
              )}
            >
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
