import { useEffect, useRef, useSyncExternalStore } from 'react'
import { matchPath, useLocation } from 'react-router-dom'
import { Icon, icons } from '@/components/ui/Icon'
import { site } from '@/content'
import { cn } from '@/lib/cn'
import { ButtonLink } from '@/components/ui/Button'
import { Container } from '@/components/ui/Container'
import { SmartLink } from '@/components/ui/SmartLink'
import { GuidesMenu } from './GuidesMenu'
import { Logo } from './Logo'
import { useDisclosure } from './useDisclosure'

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

const mobileLink = (current: boolean) =>
  cn(
    'block rounded-control px-3 py-3 text-base font-medium',
    current ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-surface-alt',
  )

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
  const backdrop = useRef<HTMLDivElement>(null)
  const [menuOpen, setMenuOpen] = useDisclosure(menuButton)

  // The open menu owns the screen: the page behind it neither scrolls nor takes presses (the backdrop closes it), is
  // inert (a screen reader finds the header and its menu alone), and Tab goes round them (Escape is useDisclosure's).
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
    document.documentElement.style.overflow = 'hidden'
    const behind = [...(header.current?.parentElement?.children ?? [])].filter(
      (element) => element !== header.current && element !== backdrop.current,
    )
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
          'fixed inset-x-0 top-0 z-50 border-b transition-[background-color,border-color,box-shadow] duration-200 print:hidden',
          scrolled || menuOpen
            ? 'border-line/80 bg-white/85 shadow-[0_1px_12px_rgb(15_23_42/0.06)] backdrop-blur-md'
            : 'border-transparent bg-transparent',
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
            <button
              ref={menuButton}
              type="button"
              className="group inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-surface-alt lg:hidden"
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              data-menu-button
              onClick={() => setMenuOpen(!menuOpen)}
            >
              {/* Icon and name follow aria-expanded, so they are right even before the page's code runs. */}
              <Icon icon={icons.menu} className="size-6 group-aria-expanded:hidden" />
              <Icon icon={icons.x} className="hidden size-6 group-aria-expanded:block" />
              <span className="sr-only group-aria-expanded:hidden">{site.ui.openMenu}</span>
              <span className="sr-only hidden group-aria-expanded:inline">{site.ui.closeMenu}</span>
            </button>
          </div>
        </Container>

        <nav
          id={MENU_ID}
          aria-label="Mobile"
          hidden={!menuOpen}
          className="max-h-[calc(100dvh-var(--spacing-header))] overflow-y-auto border-t border-line bg-white lg:hidden"
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
      {/* Beside the header, not in it: its backdrop blur would make it the box a fixed child fills. */}
      {menuOpen && (
        <div
          ref={backdrop}
          aria-hidden="true"
          onClick={() => setMenuOpen(false)}
          className="fixed inset-0 z-40 bg-ink/40 lg:hidden"
        />
      )}
    </>
  )
}
