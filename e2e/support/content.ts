import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { pagesSchema, siteSchema } from '../../src/content/schemas'

/** The site's copy as the build reads it, so tests look for what the marketers wrote. */
export const content = {
  pages: pagesSchema.parse(parse(readFileSync('content/pages.yaml', 'utf8'))),
  site: siteSchema.parse(parse(readFileSync('content/site.yaml', 'utf8'))),
}
