// The home and contact pages' own words are in ./home and ./contact, so that no other page ships them.
import siteFile from '@content/site.yaml'
import pagesFile from '@content/pages.yaml?fields=caseStudies,caseStudy,solutions,notFound'
import type { Pages, Site } from './schemas'

export const site = siteFile as Site
/** The company's number as a link dials it: digits only. */
export const phoneHref = `tel:${site.contact.phone.replaceAll(' ', '')}`
export const pages = pagesFile as Omit<Pages, 'contact'>
export type * from './schemas'

export { solutions } from './solutions'
