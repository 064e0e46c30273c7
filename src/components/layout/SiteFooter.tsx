import { Icon, icons } from '@/components/ui/Icon'
import { phoneHref, site, solutions, type Link as ContentLink } from '@/content'
import { solutionPath } from '@/paths'
import { useHydrated } from '@/lib/useHydrated'
import { Container } from '@/components/ui/Container'
import { SmartLink } from '@/components/ui/SmartLink'
import { Logo } from './Logo'
import { joinText } from '../../../supabase/functions/_shared/joinText.ts'

const { footer, social, contact, researchPartner } = site

declare const __BUILD_YEAR__: number

const linkClasses = 'text-white underline hover:decoration-2'

const columns: { title: string; links: ContentLink[] }[] = [
  footer.company,
  {
    title: footer.projectsTitle,
    links: solutions.map((solution) => ({ label: solution.name, href: solutionPath(solution.slug) })),
  },
  site.navigation.guides,
  footer.legal,
]

/** The HTML carries the build year and hydration starts from it, so a page built last December is right in January. */
function CopyrightYear() {
  return <span data-testid="copyright-year">{useHydrated() ? new Date().getFullYear() : __BUILD_YEAR__}</span>
}

export function SiteFooter() {
  return (
    <footer className="bg-brand-950 text-brand-100 print:hidden">
      <Container className="grid gap-12 py-16 lg:grid-cols-[1.2fr_2fr]">
        <div className="max-w-sm">
          <Logo inverse />
          <p className="mt-5 text-sm leading-6 text-brand-200">{footer.blurb}</p>
          <address className="mt-5 text-sm leading-6 text-brand-200 not-italic">
            {contact.office.lines.join(', ')}
            <br />
            <a href={`mailto:${contact.email}`} className={linkClasses}>
              {contact.email}
            </a>
            {' · '}
            <a href={phoneHref} className={`${linkClasses} whitespace-nowrap`}>
              {contact.phone}
            </a>
          </address>
          <p className="mt-5 text-sm leading-6 text-brand-200">
            {`${footer.researchPartnerLabel}: `}
            <SmartLink href={researchPartner.href} className={linkClasses}>
              {researchPartner.label}
              <span className="sr-only"> {site.ui.opensInNewTab}</span>
            </SmartLink>
          </p>
          <ul className="mt-6 flex gap-3" aria-label="Social media">
            {[social.professionalNetwork, social.codeHosting].map((profile) => (
              <li key={profile.href}>
                <SmartLink
                  href={profile.href}
                  className="inline-flex items-center gap-1.5 rounded-control px-3 py-2 text-sm font-medium text-white ring-1 ring-white/25 ring-inset hover:bg-white/10"
                >
                  {profile.label}
                  <Icon icon={icons.externalLink} className="size-3.5" />
                  <span className="sr-only">{site.ui.opensInNewTab}</span>
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>

        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4 lg:gap-8">
          {columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.title}</h2>
              <ul className="mt-4 space-y-3">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <SmartLink href={link.href} className="text-sm text-brand-200 hover:text-white">
                      {link.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="py-6 text-sm text-brand-200">
          <p>
            © <CopyrightYear /> {joinText(footer.copyrightHolder, `. ${site.ui.rightsReserved}`)}
          </p>
        </Container>
      </div>
    </footer>
  )
}
