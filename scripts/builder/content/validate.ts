import { parse } from 'yaml'
import { z } from 'zod'
import {
  caseStudySchema,
  homeSchema,
  pagesSchema,
  siteSchema,
  solutionSchema,
} from '../../../src/content/schemas/index.ts'

const schemas = new Map<string, z.ZodType>([
  ['site.yaml', siteSchema],
  ['home.yaml', homeSchema],
  ['pages.yaml', pagesSchema],
])
/** A collection's schema, and the field that must be the entry's file name: a case study's id, a solution's slug. */
const collections = { 'case-studies': [caseStudySchema, 'id'], solutions: [solutionSchema, 'slug'] } as const

export class ContentError extends Error {
  override name = 'ContentError'
}

export function formatIssues(issues: z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => `  ${issue.path.length > 0 ? z.core.toDotPath(issue.path) : '(top level)'}: ${issue.message}`)
    .join('\n')
}

/** Parses and validates one content file (`file` relative to `content/`); a ContentError names every bad field. */
export function parseContentFile(file: string, source: string): unknown {
  const entry = /^(case-studies|solutions)\/([^/]+)\.yaml$/.exec(file)
  const [schema, nameField] = entry ? collections[entry[1] as keyof typeof collections] : [schemas.get(file)]
  if (!schema) throw new ContentError(`content/${file}: no schema describes this file`)

  let data: unknown
  try {
    data = parse(source)
  } catch (error) {
    throw new ContentError(`content/${file}: not valid YAML: ${(error as Error).message}`)
  }

  const result = schema.safeParse(data)
  if (!result.success) {
    throw new ContentError(`content/${file} is invalid:\n${formatIssues(result.error.issues)}`)
  }

  if (nameField && (result.data as Record<string, unknown>)[nameField] !== entry![2]) {
    throw new ContentError(`content/${file} is invalid:\n  ${nameField}: must match the file name "${entry![2]}"`)
  }
  return result.data
}
