import { mkdtemp, readdir, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildCopy, copyWithMultipliedCaseStudies } from '../scripts/test/multipliedCollection'
import { builtSite, serveSite } from '../scripts/servers/serve'
import { content } from './support/content'
import { listing, loadAndMeasure, rawBytes, scriptsOf } from './support/fetched'
import { expect, test } from './support/fixtures'

// The collection multiplied, and the uncompressed bytes a page may gain: a study's page only its link to a next study
// whose id is longer, since no page's code names another study; the contact form, which takes a study's name from a
// link (`?topic=<id>`), nothing.
const COPIES = 10
const GROWTH_ALLOWED_BYTES = 64

// Builds the whole site a second time: the limit only catches a hang on a busy machine.
test.describe.configure({ timeout: 20 * 60_000 })

test(`a case study's page and the contact form load the same code with ${COPIES} times as many case studies`, async ({
  page,
}) => {
  const paths = [`/case-studies/${content.caseStudies[0]!.id}`, '/contact']
  const normal = []
  for (const path of paths) normal.push(await loadAndMeasure(page, path))

  const project = await mkdtemp(join(tmpdir(), 'site-collection-'))
  try {
    await copyWithMultipliedCaseStudies(project, COPIES)
    await buildCopy(project)
    const built = (await readdir(join(project, 'dist', 'case-studies'))).filter((file) => file.endsWith('.html'))
    expect(built.length, 'the copy has the multiplied collection').toBe(
      (await readdir('dist/case-studies')).filter((file) => file.endsWith('.html')).length * COPIES,
    )

    const site = builtSite(join(project, 'dist'))
    const server = await serveSite(0, () => site)
    try {
      for (const [index, path] of paths.entries()) {
        const grown = await loadAndMeasure(page, `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`)
        const [before, after] = [rawBytes(scriptsOf(normal[index]!)), rawBytes(scriptsOf(grown))]
        test.info().annotations.push({
          type: 'collection',
          description: `${path}: ${before} bytes of code with the collection, ${after} with it ×${COPIES}`,
        })
        expect(
          after - before,
          `${path}: ${before} bytes before:\n${listing(scriptsOf(normal[index]!))}\n${after} bytes after:\n${listing(scriptsOf(grown))}`,
        ).toBeLessThanOrEqual(GROWTH_ALLOWED_BYTES)
      }
    } finally {
      server.closeAllConnections()
      server.close()
    }
  } finally {
    await rm(project, { recursive: true, force: true })
  }
})
