// Plain data about the route table that the build reads too (vite.config.ts cannot load the pages).

/** Where the 404 page is pre-rendered; hosts serve `404.html` for every unknown path. */
export const NOT_FOUND_PATH = '/404'

/**
 * Paths with no page of their own: hosts answer them with a 301 (scripts/build/hosting/), and the router
 * redirects links to them. Nothing is pre-rendered there, so no file shadows a host's rule.
 */
export const redirects: Readonly<Record<string, string>> = { '/': '/home' }
