// npm run bench:collection: how the build's time grows with the case-study collection. Builds a copy of the
// project as it is and one with each case study ten times over, five times each in turn, and prints the medians.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildCopy, copyWithMultipliedCaseStudies } from './multipliedCollection.ts'

const COPIES = 10
const RUNS = 5

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const folder = await mkdtemp(join(tmpdir(), 'site-collection-bench-'))
try {
  const projects = { as: join(folder, 'as-is'), grown: join(folder, `times-${COPIES}`) }
  await copyWithMultipliedCaseStudies(projects.as, 1)
  await copyWithMultipliedCaseStudies(projects.grown, COPIES)
  const seconds = { as: [] as number[], grown: [] as number[] }
  for (let run = 1; run <= RUNS; run++) {
    for (const which of ['as', 'grown'] as const) {
      const start = performance.now()
      await buildCopy(projects[which])
      seconds[which].push((performance.now() - start) / 1000)
      console.log(
        `run ${run}, ${which === 'as' ? 'collection as it is' : `collection ×${COPIES}`}: ${seconds[which].at(-1)!.toFixed(2)} s`,
      )
    }
  }
  const [as, grown] = [median(seconds.as), median(seconds.grown)]
  console.log(
    `\nMedian build: ${as.toFixed(2)} s as it is, ${grown.toFixed(2)} s with the case studies ×${COPIES}: ${(grown / as).toFixed(2)}× as long.`,
  )
} finally {
  await rm(folder, { recursive: true, force: true })
}
