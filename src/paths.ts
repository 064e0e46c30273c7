// Every address the site links to. vite.config.ts reads this file too, so it holds plain data and functions only.

export const HOME_PATH = '/home'
export const CASE_STUDIES_PATH = '/case-studies'
export const SOLUTIONS_PATH = '/solutions'
export const CONTACT_PATH = '/contact'

/** Where the 404 page is pre-rendered; hosts serve `404.html` for every unknown path. */
export const NOT_FOUND_PATH = '/404'
/** The content editor (src/admin/): no page of the site, never in the sitemap. */
export const EDITOR_PATH = '/admin'

export const caseStudyPath = (id: string) => `${CASE_STUDIES_PATH}/${id}`
export const solutionPath = (slug: string) => `${SOLUTIONS_PATH}/${slug}`
export const articlePath = (slug: string) => `/${slug}`

/**
 * The id of each page's opening (its hero), which index.html names in a render-blocking `<link rel="expect">`: the
 * first paint waits until the opening is read, so it holds the page's largest text rather than the header alone.
 */
export const OPENING_ID = 'opening'

/** Tells the contact form what the visitor is asking about: a solution's slug or a case study's id. */
export const TOPIC_PARAM = 'topic'

/** `links` with every plain link to the contact form carrying `topic`, for a page about one thing. */
export const withTopic = <Link extends { href: string }>(links: readonly Link[], topic: string): Link[] =>
  links.map((link) =>
    link.href === CONTACT_PATH
      ? { ...link, href: `${CONTACT_PATH}?${TOPIC_PARAM}=${encodeURIComponent(topic)}` }
      : link,
  )

/** Paths with no page of their own: hosts answer them with a 301 (scripts/hosting/), and the router redirects. */
export const redirects: Readonly<Record<string, string>> = { '/': HOME_PATH }
