import { useEffect, useRef, useSyncExternalStore, type Ref, type RefObject } from 'react'
import { matchPath, useLocation } from 'react-router-dom'
import { Icon, icons } from '@/components/ui/Icon'
import { site } from '@/content'
import { cn } from '@/lib/cn'
import { ButtonLink } from '@/components/ui/Button'
import { Container } from '@/components/ui/Container'
import { SmartLink } from '@/components/ui/SmartLink'
import { GuidesMenu } from './GuidesMenu'
import { Logo } from './Logo'
import { useHydrated } from '@/lib/useHydrated'

/** The spec's threshold: past this many pixels the header turns white and translucent. */
const HEADER_SCROLL_THRESHOLD = 10

const MENU_ID = 'mobile-menu'
const GUIDES_HEADING_ID = 'mobile-menu-guides'

function subscribeToScroll(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true })
  return () => window.removeEventListener('scroll', onChange)
}

const desktopLink = (current: boolean) =>
  cn(
    'rounded-control px-3.5 py-2 text-sm font-medium transition-colors',
    current ? 'bg-brand-50 text-brand-700' : 'text-muted hover:bg-surface-alt hover:text-ink',
  )

/**
 * Whether the popover is open, as the browser keeps it: its button opens and closes it, and Escape or a press outside
 * it closes it, with no code of ours, so it works before the page's code has run and without it. Any navigation closes
 * it; `setOpen` opens or closes it.
 */
function usePopover(popover: RefObject<HTMLElement | null>) {
  const open = useSyncExternalStore(
    (onChange) => {
      const element = popover.current
      element?.addEventListener('toggle', onChange)
      return () => element?.removeEventListener('toggle', onChange)
    },
    // After hydration it reads what a press before the page's code ran left open.
    () => popover.current?.matches(':popover-open') ?? false,
    () => false,
  )
  const { key } = useLocation()
  const seenAt = useRef(key)
  useEffect(() => {
    if (seenAt.current === key) return
    seenAt.current = key
    popover.current?.hidePopover()
  }, [key, popover])
  const setOpen = (open: boolean) => popover.current?.togglePopover(open)
  return [open, setOpen] as const
}

const mobileLink = (current: boolean) =>
  cn(
    'block rounded-control px-3 py-3 text-base font-medium',
    current ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-surface-alt',
  )

/** Opens the phone menu. The browser tells a screen reader whether the menu it opens is open; once the page's code
 * runs, `aria-expanded` says so too. */
function MenuButton({ ref, open }: { ref: Ref<HTMLButtonElement>; open: boolean }) {
  const hydrated = useHydrated()
  return (
    <button
      ref={ref}
      type="button"
      popoverTarget={MENU_ID}
      className="inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-surface-alt lg:hidden"
      aria-expanded={hydrated ? open : undefined}
      aria-controls={MENU_ID}
    >
      {/* Icon and name follow the menu, so they are right without the page's code. */}
      <Icon icon={icons.menu} className="size-6 group-has-[:popover-open]/header:hidden" />
      <Icon icon={icons.x} className="hidden size-6 group-has-[:popover-open]/header:block" />
      <span className="sr-only group-has-[:popover-open]/header:hidden">{site.ui.openMenu}</span>
      <span className="sr-only hidden group-has-[:popover-open]/header:inline">{site.ui.closeMenu}</span>
    </button>
  )
}

/** Off on the 404 page (`highlightActive`), so an unknown path never marks a section as current. */
export function SiteHeader({ highlightActive }: { highlightActive: boolean }) {
  const location = useLocation()
  const scrolled = useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > HEADER_SCROLL_THRESHOLD,
    () => false,
  )
  const menuButton = useRef<HTMLButtonElement>(null)
  const header = useRef<HTMLElement>(null)
  const menu = useRef<HTMLElement>(null)
  const [menuOpen, setMenuOpen] = usePopover(menu)

  // The open menu owns the screen: the page behind it takes no presses (the browser closes the menu on one), and once
  // the page's code runs it neither scrolls nor is found by a screen reader (inert), and Tab goes round the header and
  // the menu.
  useEffect(() => {
    if (!menuOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !header.current) return
      const stops = [...header.current.querySelectorAll<HTMLElement>('a[href], button')].filter(
        (element) => element.getClientRects().length > 0,
      )
      const [first, last] = [stops[0], stops.at(-1)]
      const focused = document.activeElement
      const next = !header.current.contains(focused)
        ? first
        : event.shiftKey && focused === first
          ? last
          : !event.shiftKey && focused === last
            ? first
            : undefined
      if (!next) return
      event.preventDefault()
      next.focus()
    }
    // Widened to where the header shows its links (a tablet turned), the menu and its button are gone: it closes.
    const onResize = () => menuButton.current?.getClientRects().length === 0 && setMenuOpen(false)
    document.addEventListener('keydown', onKey)
    window.addEventListener('resize', onResize)
    // The browser tells of the menu's opening a moment after it opens: the screen may have widened in between.
    onResize()
    document.documentElement.style.overflow = 'hidden'
    const behind = [...(header.current?.parentElement?.children ?? [])].filter((element) => element !== header.current)
    for (const element of behind) element.setAttribute('inert', '')
    return () => {
      document.removeEventListener('keydown', onKey)
      window.removeEventListener('resize', onResize)
      document.documentElement.style.overflow = ''
      for (const element of behind) element.removeAttribute('inert')
    }
  }, [menuOpen, setMenuOpen])

  const isCurrent = (href: string) =>
    highlightActive && matchPath({ path: href, end: false }, location.pathname) !== null
  const navLinks = (links: typeof site.navigation.main, linkClassName: (current: boolean) => string) =>
    links.map((item) => {
      const current = isCurrent(item.href)
      return (
        <li key={item.href}>
          <SmartLink href={item.href} aria-current={current ? 'page' : undefined} className={linkClassName(current)}>
            {item.label}
          </SmartLink>
        </li>
      )
    })

  return (
    <>
      <header
        ref={header}
        data-scrolled={scrolled}
        className={cn(
          'group/header fixed inset-x-0 top-0 z-50 border-b transition-[background-color,border-color,box-shadow] duration-200 print:hidden',
          // White once scrolled, or while the menu is open (the browser's own state, so without the page's code too).
          scrolled
            ? 'border-line/80 bg-white/85 shadow-[0_1px_12px_rgb(15_23_42/0.06)] backdrop-blur-md'
            : 'border-transparent bg-transparent has-[:popover-open]:border-line/80 has-[:popover-open]:bg-white',
        )}
      >
        <Container className="flex h-header items-center justify-between gap-3 sm:gap-6">
          <Logo />

          <nav aria-label="Main" className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {navLinks(site.navigation.main, desktopLink)}
              <li>
                <GuidesMenu
                  isCurrent={isCurrent}
                  buttonClassName={desktopLink(site.navigation.guides.links.some((link) => isCurrent(link.href)))}
                />
              </li>
            </ul>
          </nav>

          <div className="flex items-center gap-2">
            {/* On phones too, so contacting the company is not behind the menu; below 360 px, where the logo, the
                button and the menu do not fit on one line, it is in the menu. */}
            <ButtonLink href={site.navigation.cta.href} className="max-[359px]:hidden max-sm:px-3">
              {site.navigation.cta.label}
            </ButtonLink>
            <MenuButton ref={menuButton} open={menuOpen} />
          </div>
        </Container>

        {/* In the top layer, below the header; the page behind it is dimmed, and a press there closes it. */}
        <nav
          ref={menu}
          id={MENU_ID}
          aria-label="Mobile"
          popover="auto"
          className="inset-x-0 top-header bottom-auto m-0 max-h-[calc(100dvh-var(--spacing-header))] w-full max-w-none overflow-y-auto border-0 border-t border-line bg-white p-0 text-ink backdrop:top-header backdrop:bg-ink/40 lg:hidden"
        >
          <Container className="py-4">
            <ul className="flex flex-col gap-1">{navLinks(site.navigation.main, mobileLink)}</ul>
            <p id={GUIDES_HEADING_ID} className="mt-4 px-3 text-xs font-semibold tracking-wide text-muted uppercase">
              {site.navigation.guides.title}
            </p>
            <ul aria-labelledby={GUIDES_HEADING_ID} className="mt-1 flex flex-col gap-1">
              {navLinks(site.navigation.guides.links, mobileLink)}
            </ul>
            {/* Below 360 px the header has no room for the spec's Get Started button: it is here instead. */}
            <ButtonLink href={site.navigation.cta.href} size="lg" className="mt-4 w-full min-[360px]:hidden">
              {site.navigation.cta.label}
            </ButtonLink>
          </Container>
        </nav>
      </header>
    </>
  )
}
