import { site, type PageMeta } from '@/content'
import { HOME_PATH } from '@/paths'

export const absoluteUrl = (path: string) => `${import.meta.env.VITE_SITE_URL}${path}`

/** The address of a page, without a trailing slash: the one address search engines should list. */
export const canonicalPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)

/** The 1200 × 630 card the build draws for a page (scripts/builder/seo/images.ts). */
export const socialImagePath = (path: string) => `/social${path}.png`

/** A page's name on its own, for breadcrumbs: its title without the site name after it. */
export const pageName = (meta: PageMeta) => meta.title.replace(` | ${site.name}`, '')

export interface Crumb {
  name: string
  path: string
}

/** The way from home to a page: the breadcrumb a visitor sees and the one search engines read. Home has none. */
export function breadcrumbTrail(path: string, name: string, parents: Crumb[]): Crumb[] {
  return path === HOME_PATH ? [] : [{ name: site.ui.home, path: HOME_PATH }, ...parents, { name, path }]
}

const organizationId = absoluteUrl(`${HOME_PATH}#organization`)
const company = { '@type': 'Organization', name: site.name, url: absoluteUrl(HOME_PATH) }
const logo = absoluteUrl('/icon-512.png')

export const organization = {
  ...company,
  '@id': organizationId,
  logo,
  email: site.contact.email,
  telephone: site.contact.phone,
  address: site.contact.office.lines.join(', '),
  sameAs: Object.values(site.social).map((profile) => profile.href),
}

export const webSite = {
  '@type': 'WebSite',
  name: site.name,
  url: absoluteUrl(HOME_PATH),
  inLanguage: 'en',
  publisher: { '@id': organizationId },
}

export function breadcrumbList(crumbs: Crumb[]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  }
}

export function article(headline: string, description: string, path: string) {
  const publisher = { ...company, logo: { '@type': 'ImageObject', url: logo } }
  return {
    '@type': 'Article',
    headline,
    description,
    url: absoluteUrl(path),
    mainEntityOfPage: absoluteUrl(path),
    image: absoluteUrl(socialImagePath(path)),
    inLanguage: 'en',
    author: publisher,
    publisher,
  }
}

/** An FAQ's questions and answers, as search engines read them. */
export function faqPage(questions: { question: string; answer: string }[]) {
  return {
    '@type': 'FAQPage',
    mainEntity: questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  }
}

/** One graph of the page's things; `<` is escaped so that no content can close the script element early. */
export function jsonLd(things: Record<string, unknown>[]) {
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': things }).replaceAll('<', '\\u003c')
}
