import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { inListingOrder } from '../../src/content/categories.ts'
import { loadContentFile } from '../../src/content/load.ts'
import type { CaseStudy, CaseStudyLink } from '../../src/content/schemas/index.ts'

/** The case study files of `contentDir`, by name. */
export const caseStudyFiles = (contentDir: string) => readdirSync(join(contentDir, 'case-studies')).filter((file) => file.endsWith('.yaml'))

/**
 * The study a reader goes on to from study `id`: the next in the listing's order, the first after
 * the last. Worked out at build time, so a study's page carries one link, not the collection.
 */
export function nextCaseStudy(contentDir: string, id: string): CaseStudyLink | undefined {
  const studies = inListingOrder(caseStudyFiles(contentDir).map((file) => loadContentFile(contentDir, `case-studies/${file}`) as Pick<CaseStudy, 'id' | 'title' | 'category'>))
  if (studies.length < 2) return undefined
  const next = studies[(studies.findIndex((study) => study.id === id) + 1) % studies.length]!
  return { id: next.id, title: next.title }
}
