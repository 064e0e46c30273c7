// The home and contact pages' own words are in ./home and ./contact, so that no other page ships them.
import siteFile from '@content/site.yaml'
import pagesFile from '@content/pages.yaml?fields=caseStudies,caseStudy,solutions,notFound'
import type { Pages, Site } from './schemas'

export const site = siteFile as Site
export const pages = pagesFile as Omit<Pages, 'contact'>
export type * from './schemas'

export { solutions } from './solutions'
