import { localSiteOrigin } from '../localSettings.ts'

export interface SiteOrigin {
  /** Such as "https://example.org": no path, no trailing slash. */
  origin: string
  /** Set when the build falls back to the local origin. */
  warning?: string
}

/** The public origin of the site, from VITE_SITE_URL: what canonical links, social cards and the sitemap point at. */
export function siteOrigin(env: Record<string, string | undefined>): SiteOrigin {
  const value = env.VITE_SITE_URL?.trim()
  if (!value) {
    const local = localSiteOrigin(env)
    return {
      origin: local,
      warning: `VITE_SITE_URL is not set: canonical links, social cards and the sitemap will point at ${local}. Set it to the public address, such as https://www.example.org, for a real deployment.`,
    }
  }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`VITE_SITE_URL must be an address such as https://www.example.org, not "${value}".`)
  }
  if (!/^https?:$/.test(url.protocol)) throw new Error(`VITE_SITE_URL must start with https://, not "${value}".`)
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error(
      `VITE_SITE_URL must be the site's origin alone (the site is served from the root), such as ${url.origin}, not "${value}".`,
    )
  }
  return { origin: url.origin }
}
