// pages.yaml's words for the listings, a case study, a solution and the 404 page: imported only by the pages that
// show them, so /contact does not ship them. The contact page's own words are in ./contact.
import pagesFile from '@content/pages.yaml?view=pages'
import type { Pages } from './schemas'
import type { views } from './views'

export const pages = pagesFile as Pick<Pages, (typeof views.pages)[number]>
