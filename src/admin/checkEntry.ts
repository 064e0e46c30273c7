// What the editor checks before it saves an entry: the schema the build reads it with, whole, so that no rule of the
// build is missing from the form (a figure that must appear in the results, a placeholder's name, HTML in a page).
import type { z } from 'zod'
import { contentFileSchemas, entryRules } from '../content/schemas/index.ts'
import { collections, solutionCollection } from '../content/collections.ts'
import {
  imagePaths,
  jsonSchemaOf,
  markdownProblems,
  missingImage,
  nameFieldProblem,
  problemText,
  type JsonSchema,
} from '../content/validate.ts'
import { SOURCE, UNREADABLE } from './contentFormats.ts'

export interface EditedEntry {
  /** The editor's collection: a folder of content/, or "settings" for the single files. */
  collection: string
  /** The file's name without its extension. */
  slug: string
  isNew: boolean
  data: Record<string, unknown>
}

/** Sveltia's entry, as its hooks and field controls are handed it: an Immutable Map. */
export interface EntryMap {
  toJS(): unknown
  get(key: string): unknown
  deleteIn(path: PropertyKey[]): EntryMap
}

/** What an entry of `collection` (or the settings file `slug`) is checked against, and what it is called. */
function rulesOf(collection: string, slug: string) {
  const entries = collections.find(({ folder }) => folder === collection)
  return entries
    ? { schema: entryRules.get(entries)!.schema as z.ZodType, noun: entryRules.get(entries)!.noun, entries }
    : {
        schema: contentFileSchemas[`${slug}.yaml` as keyof typeof contentFileSchemas] as z.ZodType,
        noun: `${slug}.yaml`,
        entries: undefined,
      }
}

const jsonSchemas = new WeakMap<z.ZodType, JsonSchema>()
const jsonSchema = (schema: z.ZodType) =>
  jsonSchemas.get(schema) ?? jsonSchemas.set(schema, jsonSchemaOf(schema)).get(schema)!

/** "", no value, an empty list, or a part whose every field is blank. */
const isBlank = (value: unknown): boolean =>
  value === '' ||
  value === null ||
  value === undefined ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(isBlank))

/**
 * Where the form holds a blank ("", an empty list or part) that the schema lets be left out: there the file has no
 * field at all, as the files write an optional field. A blank the schema needs ("logos: []") stays.
 */
export function leftOutBlanks(value: unknown, schema: JsonSchema, path: PropertyKey[] = []): PropertyKey[][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => {
      const kind = (item as { kind?: unknown } | null)?.kind
      const itemSchema =
        schema.items?.oneOf?.find((variant) => variant.properties?.kind?.const === kind) ?? schema.items
      return itemSchema ? leftOutBlanks(item, itemSchema, [...path, index]) : []
    })
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, child]) => {
    const childSchema = schema.properties?.[key]
    if (!childSchema) return []
    const inside = leftOutBlanks(child, childSchema, [...path, key])
    const optional = !(schema.required ?? []).includes(key)
    // A part whose every field is left out is itself blank.
    const emptied =
      typeof child === 'object' &&
      child !== null &&
      !Array.isArray(child) &&
      inside.length === Object.keys(child).length
    return optional && (isBlank(child) || emptied) ? [[...path, key]] : inside
  })
}

/** `data` without what is at `paths`. */
function without(data: Record<string, unknown>, paths: PropertyKey[][]): Record<string, unknown> {
  const copy = structuredClone(data)
  for (const path of paths) {
    const parent = path.slice(0, -1).reduce<Record<PropertyKey, unknown>>((node, key) => node[key] as never, copy)
    delete parent[path.at(-1)!]
  }
  return copy
}

/** Where the entry holds a blank the save leaves out (leftOutBlanks). */
export const blankPaths = ({ collection, slug, data }: EditedEntry) =>
  leftOutBlanks(data, jsonSchema(rulesOf(collection, slug).schema))

/** The entry as the file will have it: its blanks left out where the schema lets them be, as the save does. */
const fileData = (entry: EditedEntry) => without(entry.data, blankPaths(entry))

/** Sveltia's entry as the checks read it. */
export function editedEntry(entry: EntryMap): EditedEntry {
  const { collection, slug, newRecord, data } = entry.toJS() as {
    collection?: string
    slug?: string
    newRecord?: boolean
    data?: Record<string, unknown>
  }
  // A field's control is handed a new entry with no name yet, and `newRecord` false.
  return { collection: String(collection), slug: slug ?? '', isNew: Boolean(newRecord) || !slug, data: data ?? {} }
}

/** A picture chosen to upload is held by the address of the browser's copy until the save puts it in content/images. */
export const isUpload = (value: unknown) => typeof value === 'string' && value.startsWith('blob:')

/** `data` as the saved file will hold it, as far as the build's check is concerned: an upload as a picture in its
 * folder, and a new solution at the end of the list (the editor numbers it as it saves). */
function asSaved(collection: string, isNew: boolean, data: Record<string, unknown>) {
  const saved = structuredClone(data)
  for (const { path } of imagePaths(saved).filter(({ value }) => isUpload(value))) {
    const parent = path.slice(0, -1).reduce<Record<PropertyKey, unknown>>((node, key) => node[key] as never, saved)
    parent[path.at(-1)!] = `images/${collection}/upload.jpg`
  }
  if (isNew && collection === solutionCollection.folder) saved.order ??= 1
  return saved
}

/** One thing the build would refuse, and where: the field's path in the entry ([] for the entry as a whole). */
export interface EntryProblem {
  path: PropertyKey[]
  message: string
  /** The field is empty: a field the form marks as required says so itself, in the editor's words. */
  empty?: boolean
}

const isEmpty = ({ code, input }: z.core.$ZodIssue) =>
  (code === 'invalid_type' && input === undefined) ||
  (code === 'too_small' && (input === '' || (Array.isArray(input) && input.length === 0)))

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
  } = fileData({ collection, slug, isNew, data: asSaved(collection, isNew, data) })
  if (unreadable)
    return [
      {
        path: [],
        message: `${String(unreadable)} Fix it in a text editor: until then the form cannot show it, nor publish it.`,
      },
    ]
  const { schema, noun, entries: entryCollection } = rulesOf(collection, slug)
  const result = schema.safeParse(fields, { reportInput: true })
  const problems: EntryProblem[] = result.success
    ? []
    : result.error.issues.map((issue) => ({
        path: issue.path,
        message: problemText(issue, noun, schema),
        ...(isEmpty(issue) && { empty: true }),
      }))
  const misnamed = result.success && entryCollection && !isNew && nameFieldProblem(entryCollection, slug, fields)
  if (misnamed) problems.push(misnamed)
  for (const { path, value } of imagePaths(fields))
    if (!isUpload(value) && imageFound(value) === false)
      problems.push({ path, message: `\`${path.join('.')}\`: ${missingImage(value)}` })
  if (typeof body === 'string')
    problems.push(
      ...markdownProblems(body, { faq: fields.faq === true }).map(({ line, message }) => ({
        path: ['body'],
        message: `Text, line ${line}: ${message}`,
      })),
    )
  return problems
}

/** Throws an Error naming each problem in the build's own words, if the entry has any. */
export function checkEntry(entry: EditedEntry): void {
  const problems = entryProblems(entry)
  if (problems.length > 0)
    throw new Error(`This cannot be saved yet:\n${problems.map(({ message }) => message).join('\n')}`)
}
