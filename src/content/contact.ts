import type { Pages } from './schemas'

// The contact page's words (its form, notices and office labels) ship with the contact page alone.
const [file] = Object.values(import.meta.glob<Pick<Pages, 'contact'>>('/content/pages.yaml', { eager: true, query: { fields: 'contact' }, import: 'default' }))

export const contactPage: Pages['contact'] = file!.contact
