import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { site } from '@/content'
import { pages } from '@/content/pages'
import { PageIntro } from '@/components/sections/PageIntro'
import { Container } from '@/components/ui/Container'
import { SmartLink } from '@/components/ui/SmartLink'
import { CONTACT_PATH } from '@/paths'

const { notFound } = pages
const { guides, main } = site.navigation
// Besides the way home the specification names: the contact page, as the header names it, and the guides.
const contact = main.filter((link) => link.href === CONTACT_PATH)

export function Component() {
  const { pathname } = useLocation()

  useEffect(() => {
    // The address asked for: hosts serve this page at any address, and it renders as /404.
    console.error(`404: no page at ${window.location.pathname}`)
  }, [pathname])

  return (
    <>
      <PageIntro page={{ ...notFound, actions: [{ label: notFound.homeLabel, href: '/' }, ...contact] }} noindex />
      <Container className="py-12 sm:py-16">
        <nav aria-labelledby="not-found-guides">
          <h2 id="not-found-guides" className="text-lg font-semibold text-ink">
            {guides.title}
          </h2>
          <ul className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-x-8">
            {guides.links.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href} className="font-medium text-brand-700 underline underline-offset-4">
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </>
  )
}
