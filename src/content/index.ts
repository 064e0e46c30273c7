// The home and contact pages' own words are in ./home and ./contact, so that no other page ships them.
import siteFile from '@content/site.yaml'
import pagesFile from '@content/pages.yaml?view=pages'
import type { Pages, Site } from './schemas'
import type { views } from './views'

export const site = siteFile as Site
/** The company's number as a link dials it: digits only. */
export const phoneHref = `tel:${site.contact.phone.replaceAll(' ', '')}`
export const pages = pagesFile as Pick<Pages, (typeof views.pages)[number]>
export type * from './schemas'

export { solutions } from './solutions'
