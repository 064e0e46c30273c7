// Checked against their schemas as the content plugin loads them. The home and contact pages' own words are in
// ./home and ./contact, so that no other page ships them.
import siteFile from '@content/site.yaml'
import type { Pages, Site } from './schemas'

export const site = siteFile as Site
export const pages = Object.values(
  import.meta.glob<Omit<Pages, 'contact'>>('/content/pages.yaml', {
    eager: true,
    query: { fields: 'caseStudies,caseStudy,solutions,notFound' },
    import: 'default',
  }),
)[0]!
export type * from './schemas'

export { solutions } from './solutions'
