import site from '@content/site.yaml'
import home from '@content/home.yaml'
import pages from '@content/pages.yaml'

export { site, home, pages }
export type * from './schemas'

export { solutions } from './solutions'

