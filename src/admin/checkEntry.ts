// What the editor checks before it saves an entry: the schema the build reads it with, whole, so that no rule of the
// build is missing from the form (a figure that must appear in the results, a placeholder's name, HTML in a page).
import type { Map as ImmutableMap } from 'immutable'
import { contentFileSchemas, entryRules } from '../content/schemas/index.ts'
import { collections } from '../content/collections.ts'
import { imagePaths, markdownProblems, missingImage, nameFieldProblem, problemText } from '../content/validate.ts'
import { SOURCE, UNREADABLE } from './contentFormats.ts'

/** A blank the editor leaves behind ("", {}, []) is a field left out, as the files write it. */
export function withoutBlanks(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutBlanks).filter((item) => item !== undefined)
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .map(([key, child]) => [key, withoutBlanks(child)] as const)
      .filter(([, child]) => child !== undefined)
    return entries.length > 0 ? Object.fromEntries(entries) : undefined
  }
  return value === '' || value === null ? undefined : value
}

export interface EditedEntry {
  /** The editor's collection: a folder of content/, or "settings" for the single files. */
  collection: string
  /** The file's name without its extension. */
  slug: string
  isNew: boolean
  data: Record<string, unknown>
}

/** Decap's entry as the checks read it. */
export const editedEntry = (entry: ImmutableMap<string, unknown>): EditedEntry => ({
  collection: String(entry.get('collection')),
  slug: String(entry.get('slug') ?? ''),
  isNew: Boolean(entry.get('newRecord')),
  data: ((entry.get('data') as ImmutableMap<string, unknown> | undefined)?.toJS() ?? {}) as Record<string, unknown>,
})

/** One thing the build would refuse, and where: the field's path in the entry ([] for the entry as a whole). */
export interface EntryProblem {
  path: PropertyKey[]
  message: string
}

/** Whether the picture an image field names is there: undefined while that is not known yet. */
export type ImageFound = (value: string) => boolean | undefined

/** What the build would refuse in the entry, in its own words: nothing when it can be saved. */
export function entryProblems(
  { collection, slug, isNew, data }: EditedEntry,
  imageFound: ImageFound = () => true,
): EntryProblem[] {
  const {
    body,
    [SOURCE]: _source,
    [UNREADABLE]: unreadable,
    ...fields
  } = (withoutBlanks(data) ?? {}) as Record<string, unknown>
  if (unreadable)
    return [
      {
        path: [],
        message: `${String(unreadable)} Fix it in a text editor: until then the form cannot show it, nor publish it.`,
      },
    ]
  const entryCollection = collections.find(({ folder }) => folder === collection)
  const { schema, noun } = entryCollection
    ? entryRules.get(entryCollection)!
    : { schema: contentFileSchemas[`${slug}.yaml` as keyof typeof contentFileSchemas], noun: `${slug}.yaml` }
  const result = schema.safeParse(fields)
  const problems: EntryProblem[] = result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path, message: problemText(issue, noun, schema) }))
  const misnamed = result.success && entryCollection && !isNew && nameFieldProblem(entryCollection, slug, fields)
  if (misnamed) problems.push(misnamed)
  for (const { path, value } of imagePaths(fields))
    if (imageFound(value) === false) problems.push({ path, message: `\`${path.join('.')}\`: ${missingImage(value)}` })
  if (typeof body === 'string')
    problems.push(
      ...markdownProblems(body, { faq: fields.faq === true }).map(({ line, message }) => ({
        path: ['body'],
        message: `Text, line ${line}: ${message}`,
      })),
    )
  return problems
}

/** The entry as it will be saved, or an Error naming each problem in the build's own words. */
export function checkEntry(entry: EditedEntry): Record<string, unknown> {
  const problems = entryProblems(entry)
  if (problems.length > 0)
    throw new Error(`This cannot be saved yet:\n${problems.map(({ message }) => message).join('\n')}`)
  return (withoutBlanks(entry.data) ?? {}) as Record<string, unknown>
}
