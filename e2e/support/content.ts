import { loadPages, loadSite } from '../../src/content/load'

/** The site's copy as the build reads it (through the one content loader), so tests look for what the marketers wrote. */
export const content = {
  pages: loadPages('content'),
  site: loadSite('content'),
}
