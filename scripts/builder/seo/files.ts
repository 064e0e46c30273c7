import type { Site } from '../../../src/content/schemas/index.ts'

/** The PNG icons drawn from the SVG favicon: browser tab, home screen and app icons. */
export const ICONS = [
  { file: 'favicon.png', size: 48 },
  { file: 'apple-touch-icon.png', size: 180, opaque: true },
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
] as const

export function sitemapXml(origin: string, pagePaths: readonly string[]): string {
  const urls = pagePaths.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`
}

/** The web app manifest: the name, colours and icons a phone uses when the site is added to its home screen. */
export function webManifest(site: Pick<Site, 'name' | 'shortName' | 'tagline'>, themeColor: string): string {
  const manifest = {
    name: site.name,
    short_name: site.shortName,
    description: site.tagline,
    lang: 'en',
    start_url: '/home',
    scope: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: themeColor,
    icons: ICONS.filter(({ file }) => file.startsWith('icon-')).map(({ file, size }) => ({
      src: `/${file}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
    })),
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
