import type { Pages } from './schemas'

const [file] = Object.values(
  import.meta.glob<Pick<Pages, 'contact'>>('/content/pages.yaml', {
    eager: true,
    query: { fields: 'contact' },
    import: 'default',
  }),
)

export const contactPage: Pages['contact'] = file!.contact
