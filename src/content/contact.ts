import pagesFile from '@content/pages.yaml?fields=contact'
import type { Pages } from './schemas'

export const contactPage = (pagesFile as Pick<Pages, 'contact'>).contact
