// The site's words, on every page. Those of the home and contact pages are in ./home and ./contact, and those of the
// other pages in ./pages, so that no other page ships them.
import siteFile from '@content/site.yaml'
import type { Site } from './schemas'

export const site = siteFile as Site
/** The company's number as a link dials it: digits only. */
export const phoneHref = `tel:${site.contact.phone.replaceAll(' ', '')}`
export type * from './schemas'

export { solutions } from './solutions'
