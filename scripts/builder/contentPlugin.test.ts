import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { caseStudyListing, nextCaseStudy } from './contentPlugin.ts'

const fixture = join(import.meta.dirname, 'content', 'fixtures', 'filled')
const folders: string[] = []
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })))
})

/** The fixture content with more case studies, copies of its one with these ids and categories. */
async function withStudies(studies: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), 'next-study-'))
  folders.push(dir)
  await cp(fixture, dir, { recursive: true })
  const source = await readFile(join(dir, 'case-studies', 'attendance-pilot.yaml'), 'utf8')
  for (const [id, category] of Object.entries(studies)) {
    await writeFile(
      join(dir, 'case-studies', `${id}.yaml`),
      source
        .replace('id: attendance-pilot', `id: ${id}`)
        .replace('category: Predictive Analytics', `category: ${category}`)
        .replace(/^title: .*$/m, `title: Study ${id}`),
    )
  }
  return dir
}

describe('nextCaseStudy', () => {
  it("follows the listing: by category in the site's order, then by id, and wraps round", async () => {
    const listing = caseStudyListing(
      await withStudies({ 'b-health': 'Healthcare AI', 'a-customer': 'Customer AI', 'c-health': 'Healthcare AI' }),
    )
    // Listing: attendance-pilot (Predictive Analytics), b-health, c-health (Healthcare AI), a-customer (Customer AI).
    expect(nextCaseStudy(listing, 'attendance-pilot')).toEqual({ id: 'b-health', title: 'Study b-health' })
    expect(nextCaseStudy(listing, 'b-health')?.id).toBe('c-health')
    expect(nextCaseStudy(listing, 'c-health')?.id).toBe('a-customer')
    expect(nextCaseStudy(listing, 'a-customer')).toEqual({
      id: 'attendance-pilot',
      title: 'Fewer absences in one term',
    })
  })

  it('offers none when there is no other study', () => {
    expect(nextCaseStudy(caseStudyListing(fixture), 'attendance-pilot')).toBeUndefined()
  })
})
