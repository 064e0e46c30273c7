// Every address the site builds links to, in one place: pages, components, the route table, the
// build (vite.config.ts reads this file, so it holds plain data and functions only) and the tests.

export const HOME_PATH = '/home'
export const CASE_STUDIES_PATH = '/case-studies'
export const SOLUTIONS_PATH = '/solutions'
export const CONTACT_PATH = '/contact'

/** Where the 404 page is pre-rendered; hosts serve `404.html` for every unknown path. */
export const NOT_FOUND_PATH = '/404'

export const caseStudyPath = (id: string) => `${CASE_STUDIES_PATH}/${id}`
export const solutionPath = (slug: string) => `${SOLUTIONS_PATH}/${slug}`
/** The query parameter that tells the contact form what the visitor is asking about. */
export const TOPIC_PARAM = 'topic'

/** The contact form, told what the visitor is asking about: a solution's slug or a case study's id. */
export const contactPath = (topic: string) => `${CONTACT_PATH}?${TOPIC_PARAM}=${encodeURIComponent(topic)}`

/** `links` with every plain link to the contact form carrying `topic`, for a page about one thing. */
export const withTopic = <Link extends { href: string }>(links: readonly Link[], topic: string): Link[] =>
  links.map((link) => (link.href === CONTACT_PATH ? { ...link, href: contactPath(topic) } : link))

/** A policy lives at the top level: `/terms`, `/privacy`, `/refund`. */
export const legalPath = (slug: string) => `/${slug}`

/**
 * Paths with no page of their own: hosts answer them with a 301 (scripts/hosting/), and the router
 * redirects links to them. For hosts without rules, the build writes a file there that sends the
 * browser on (`/` is `index.html`: scripts/builder/finishBuild.ts).
 */
export const redirects: Readonly<Record<string, string>> = { '/': HOME_PATH }
