import siteFile from '@content/site.yaml'
import type { Pages, Site } from './schemas'

// Checked against their schemas when the content plugin loads them. The home page's own content is
// in ./home and the contact page's in ./contact, so that no other page ships them.
export const site = siteFile as Site
/** The words of every page but the contact page, whose words are in ./contact. */
export const pages = Object.values(
  import.meta.glob<Omit<Pages, 'contact'>>('/content/pages.yaml', { eager: true, query: { fields: 'caseStudies,caseStudy,solutions,notFound' }, import: 'default' }),
)[0]!
export type * from './schemas'

export { solutions } from './solutions'

