import { parse } from 'yaml'
import type { z } from 'zod'
import { caseStudySchema, homeSchema, pagesSchema, siteSchema, solutionSchema } from '../../../src/content/schemas/index.ts'

/** Which schema checks which file under `content/`. */
const collections: { matches: (file: string) => boolean; schema: z.ZodType }[] = [
  { matches: (file) => file === 'site.yaml', schema: siteSchema },
  { matches: (file) => file === 'home.yaml', schema: homeSchema },
  { matches: (file) => file === 'pages.yaml', schema: pagesSchema },
  { matches: (file) => /^solutions\/[^/]+\.yaml$/.test(file), schema: solutionSchema },
  { matches: (file) => /^case-studies\/[^/]+\.yaml$/.test(file), schema: caseStudySchema },
]

export class ContentError extends Error {
  override name = 'ContentError'
}

export function formatIssues(issues: z.core.$ZodIssue[]): string {
  return issues.map((issue) => `  ${formatPath(issue.path)}: ${issue.message}`).join('\n')
}

function formatPath(path: PropertyKey[]): string {
  if (path.length === 0) return '(top level)'
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('')
}

/** Parses and validates one content file (`file` relative to `content/`); a ContentError names every bad field. */
export function parseContentFile(file: string, source: string): unknown {
  const collection = collections.find((candidate) => candidate.matches(file))
  if (!collection) throw new ContentError(`content/${file}: no schema describes this file`)

  let data: unknown
  try {
    data = parse(source)
  } catch (error) {
    throw new ContentError(`content/${file}: not valid YAML: ${(error as Error).message}`)
  }

  const result = collection.schema.safeParse(data)
  if (!result.success) {
    throw new ContentError(`content/${file} is invalid:\n${formatIssues(result.error.issues)}`)
  }

  // An entry of a collection is named by its file: a case study's id, a solution's slug.
  const named = /^(case-studies|solutions)\/([^/]+)\.yaml$/.exec(file)
  if (named) {
    const field = named[1] === 'case-studies' ? 'id' : 'slug'
    if ((result.data as Record<string, unknown>)[field] !== named[2]) {
      throw new ContentError(`content/${file} is invalid:\n  ${field}: must match the file name "${named[2]}"`)
    }
  }
  return result.data
}
