import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { inListingOrder } from '../../src/content/categories.ts'
import { loadContentFile } from './content/load.ts'
import type { CaseStudy, CaseStudyLink } from '../../src/content/schemas/index.ts'

/** The case study files of `contentDir`, by name. */
export const caseStudyFiles = (contentDir: string) =>
  readdirSync(join(contentDir, 'case-studies')).filter((file) => file.endsWith('.yaml'))

/** Every case study's id and title, in the listing's order: read once per build, not once per study. */
export function caseStudyListing(contentDir: string): CaseStudyLink[] {
  const studies = inListingOrder(
    caseStudyFiles(contentDir).map(
      (file) => loadContentFile(contentDir, `case-studies/${file}`) as Pick<CaseStudy, 'id' | 'title' | 'category'>,
    ),
  )
  return studies.map(({ id, title }) => ({ id, title }))
}

/**
 * The study a reader goes on to from study `id`: the next in the listing, the first after the last.
 * Worked out at build time, so a study's page carries one link, not the collection.
 */
export function nextCaseStudy(listing: readonly CaseStudyLink[], id: string): CaseStudyLink | undefined {
  if (listing.length < 2) return undefined
  return listing[(listing.findIndex((study) => study.id === id) + 1) % listing.length]
}
