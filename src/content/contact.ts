import pagesFile from '@content/pages.yaml?view=contactPage'
import type { Pages } from './schemas'
import type { views } from './views'

export const contactPage = (pagesFile as Pick<Pages, (typeof views.contactPage)[number]>).contact
