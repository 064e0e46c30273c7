import siteFile from '@content/site.yaml'
import homeFile from '@content/home.yaml'
import pagesFile from '@content/pages.yaml'
import type { Home, Pages, Site } from './schemas'

// Checked against their schemas when the content plugin loads them.
export const site = siteFile as Site
export const home = homeFile as Home
export const pages = pagesFile as Pages
export type * from './schemas'

export { solutions } from './solutions'

