import siteFile from '@content/site.yaml'
import pagesFile from '@content/pages.yaml'
import type { Pages, Site } from './schemas'

// Checked against their schemas when the content plugin loads them. The home page's own content is
// in ./home, so that no other page ships it.
export const site = siteFile as Site
export const pages = pagesFile as Pages
export type * from './schemas'

export { solutions } from './solutions'

