import { Marked, type Token, type Tokens } from 'marked'
import { isMap, type Document, type LineCounter } from 'yaml'
import { z } from 'zod'
import { contentFileSchemas, DESCRIPTION_LIMIT, entryRules, imageFields, TITLE_LIMIT } from './schemas/index.ts'
import { caseStudyCollection, entryOf, type Collection } from './collections.ts'
import { fillSiteWords, SITE_WORDS, unknownWord, type SiteWord } from './words.ts'
import { SAFE_HREF } from './markdown.ts'
import { FRONT_MATTER, readYaml } from './yamlLayout.ts'

/** One thing wrong in a content file, where it stands (1-based) and what to do, in words for whoever edits it. */
export interface ContentProblem {
  file: string
  line: number
  column: number
  message: string
}

/** `content/case-studies/x.yaml:12:3: …`, the form editors and terminals turn into a link to the line. */
export const formatProblem = ({ file, line, column, message }: ContentProblem) =>
  `content/${file}:${line}:${column}: ${message}`

export class ContentError extends Error {
  override name = 'ContentError'
  constructor(readonly problems: ContentProblem[]) {
    super(problems.map(formatProblem).join('\n'))
  }
}

function schemaOf(file: string): { schema?: z.ZodType; noun: string; entry?: ReturnType<typeof entryOf> } {
  const entry = entryOf(file)
  if (!entry) return { schema: contentFileSchemas[file as keyof typeof contentFileSchemas], noun: file }
  return { ...entryRules.get(entry.collection)!, entry }
}

/** The rule of the field that is also an entry's file name (a case study's id): how `data` breaks it, if it does. */
export function nameFieldProblem(collection: Collection, name: string, data: Record<string, unknown>) {
  const field = entryRules.get(collection)?.nameField
  if (field === undefined || data[field] === name) return undefined
  const message = `\`${field}\` is "${String(data[field])}" but the file is named "${name}.${collection.extension}": make them the same.`
  return { path: [field], message }
}

const fieldName = (path: PropertyKey[]) =>
  path.length > 0 ? `\`${z.core.toDotPath(path as (string | number)[])}\`` : ''

/** The parts of a schema's JSON Schema that the editor and the messages read. */
export interface JsonSchema {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  oneOf?: JsonSchema[]
  enum?: string[]
  const?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  minimum?: number
  description?: string
}

/** A schema as what it accepts, its `.describe()`s included. */
export const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema

/** What the schema says a field is for (its `.describe()`), to tell a person what to write there. */
function descriptionAt(schema: z.ZodType, path: PropertyKey[]): string | undefined {
  let node: JsonSchema | undefined = jsonSchemaOf(schema)
  for (const key of path) {
    if (typeof key === 'number') node = node?.items
    else
      node =
        node?.properties?.[String(key)] ??
        node?.oneOf?.find((variant) => variant.properties?.[String(key)])?.properties?.[String(key)]
  }
  return node?.description
}

/** A schema's complaint in plain words, with what to do about it. */
export function problemText(issue: z.core.$ZodIssue, noun: string, schema: z.ZodType): string {
  const key = issue.path.at(-1)
  const parent = issue.path.slice(0, -1)
  const owner = parent.length > 0 ? fieldName(parent) : noun
  if (issue.code === 'invalid_type' && issue.input === undefined && key !== undefined) {
    const description = descriptionAt(schema, issue.path)
    return `${owner} has no \`${String(key)}\`: add it${description ? `: ${description.charAt(0).toLowerCase()}${description.slice(1)}` : ''}.`
  }
  // The schema's own words where it has them (zod's own begin "Too big:" or "Too small:"), else what to do.
  const own = (fallback: string) => (/^Too (big|small):/.test(issue.message) ? fallback : issue.message)
  if (issue.code === 'too_big' && typeof issue.input === 'string')
    return `${fieldName(issue.path)} is ${issue.input.length} characters, over the ${String(issue.maximum)} allowed: ${own('shorten it')}.`
  if (issue.code === 'too_small' && Array.isArray(issue.input))
    return `${fieldName(issue.path)} has ${issue.input.length} items, fewer than the ${String(issue.minimum)} needed: ${own('add more')}.`
  if (issue.code === 'too_big' && Array.isArray(issue.input))
    return `${fieldName(issue.path)} has ${issue.input.length} items, more than the ${String(issue.maximum)} allowed: ${own('remove some')}.`
  if (issue.code === 'invalid_value' && 'values' in issue)
    return `${fieldName(issue.path)} must be one of: ${issue.values.map(String).join(', ')}.`
  const message = issue.message.replace(/^Invalid input: /, '')
  return `${fieldName(issue.path) || owner}: ${message}${/[.!?]$/.test(message) ? '' : '.'}`
}

/** Where a field stands in the file: the field itself, else the nearest of its parents that is written there. */
function positionOf(document: Document, lines: Pick<LineCounter, 'linePos'>, path: PropertyKey[]) {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = document.getIn(path.slice(0, depth) as unknown[], true) as
      { range?: [number, number, number] } | undefined
    const parent = depth > 0 ? document.getIn(path.slice(0, depth - 1) as unknown[], true) : undefined
    // A field's key is where a reader looks: the pair's key, not its value on the next line.
    const pair = isMap(parent)
      ? parent.items.find((item) => (item.key as { value?: unknown })?.value === path[depth - 1])
      : undefined
    const range = (pair?.key as { range?: [number, number, number] } | undefined)?.range ?? node?.range
    if (range) return lines.linePos(range[0])
  }
  return { line: 1, col: 1 }
}

/** What a file is checked against besides its schema: the rest of content/. */
export interface ContentContext {
  /** Every file under content/images, as content names it ("images/…"). */
  images: readonly string[]
  /** The case-study categories of content/pages.yaml, when it can be read. */
  categories?: readonly string[] | undefined
}

/** Why a case study's category cannot be used, if it cannot. */
export const categoryProblem = (category: unknown, categories: readonly string[]) =>
  typeof category !== 'string' || categories.includes(category)
    ? undefined
    : `\`category\` is "${category}", which is not one of the categories in content/pages.yaml (caseStudies.categories): ${categories.join(', ')}. Use one of them, or add it there.`

/** What the check makes of a file: every problem found; or its data, and a remark placed where a field stands. */
export interface CheckedContent {
  data?: unknown
  problems: ContentProblem[]
  at?: (path: PropertyKey[], message: string) => ContentProblem
}

/** Reads and checks one content file (`file` relative to `content/`): its data and every problem found, all at once;
 * given the `context`, also each image path and a case study's category. */
export function checkContentFile(file: string, source: string, context?: ContentContext): CheckedContent {
  if (!file.endsWith('.md')) return checkYaml(file, source, context)
  const frontMatter = FRONT_MATTER.exec(source)
  if (!frontMatter)
    return {
      problems: [
        { file, line: 1, column: 1, message: 'the page must start with its front matter between "---" lines.' },
      ],
    }
  const bodyLine = frontMatter[0].split('\n').length
  const checked = checkYaml(file, frontMatter[1]!, context, 1)
  const faq = (checked.data as { faq?: boolean } | undefined)?.faq
  const body = markdownProblems(source.slice(frontMatter[0].length), { faq }).map(({ line, column, message }) => ({
    file,
    line: line + bodyLine - 1,
    column,
    message,
  }))
  return body.length > 0 ? { problems: [...checked.problems, ...body] } : checked
}

/**
 * What a page of Markdown may not hold: HTML (which could carry a script onto the live site), a link that runs code,
 * or a placeholder other than the site's words; and what it must: a "## " section, and in an FAQ an answer under each
 * question. Positions are within `body`.
 */
export function markdownProblems(
  body: string,
  { faq = false }: { faq?: boolean } = {},
): Omit<ContentProblem, 'file'>[] {
  const problems: Omit<ContentProblem, 'file'>[] = []
  const at = (offset: number, message: string) => {
    const before = body.slice(0, Math.max(0, offset)).split('\n')
    problems.push({ line: before.length, column: before.at(-1)!.length + 1, message })
  }
  const markdown = new Marked({ gfm: true, async: false })
  const tokens = markdown.lexer(body)
  let searchFrom = 0
  let sections = 0
  markdown.walkTokens(tokens, (token) => {
    if (token.type === 'heading' && token.depth === 2) sections += 1
    const inert = token.type === 'html' && /^<!--(?:(?!-->)[\s\S])*-->\s*$/.test(token.raw)
    if (token.type === 'html' && !inert) {
      const offset = body.indexOf(token.raw, searchFrom)
      searchFrom = offset + token.raw.length
      at(
        offset,
        `HTML is not allowed in a page's text (\`${token.raw.trim().slice(0, 40)}\`): write it in Markdown, such as **bold**, [a link](/contact) or a "## " heading.`,
      )
    }
    if (token.type === 'link' && !SAFE_HREF.test(token.href) && !token.href.startsWith('{{'))
      at(
        body.indexOf(token.raw),
        `the link "${token.href}" is not an address: use https://…, mailto:…, tel:… or a path such as /contact.`,
      )
  })
  if (sections === 0) at(0, 'the page has no "## " sections: give it at least one heading.')
  // An FAQ's answer is what stands under its "## " question, up to the next.
  const isQuestion = (token?: Token): token is Tokens.Heading => token?.type === 'heading' && token.depth === 2
  const blocks = faq ? tokens.filter((token) => token.type !== 'space') : []
  for (const [index, token] of blocks.entries()) {
    const next = blocks[index + 1]
    if (isQuestion(token) && (!next || isQuestion(next)))
      at(body.indexOf(token.raw), `the question "${token.text}" has no answer under it: write one.`)
  }
  for (const match of body.matchAll(/\{\{(.*?)\}\}/g)) {
    const name = match[1]!.trim()
    if (!(SITE_WORDS as readonly string[]).includes(name)) at(match.index, `${unknownWord(name, SITE_WORDS)}.`)
  }
  return problems.sort((a, b) => a.line - b.line || a.column - b.column)
}

function checkYaml(file: string, source: string, context?: ContentContext, lineOffset = 0): CheckedContent {
  const { schema, noun, entry } = schemaOf(file)
  if (!schema)
    return { problems: [{ file, line: 1, column: 1, message: 'no schema describes this file: move or remove it.' }] }
  const { document, counter, slip } = readYaml(source)
  if (slip) return { problems: [{ ...slip, file, line: slip.line + lineOffset }] }
  const lines = {
    linePos: (offset: number) => {
      const { line, col } = counter.linePos(offset)
      return { line: line + lineOffset, col }
    },
  }
  const at = (path: PropertyKey[], message: string): ContentProblem => {
    const { line, col } = positionOf(document, lines, path)
    return { file, line, column: col, message }
  }
  const raw = document.toJS() as unknown
  const result = schema.safeParse(raw, { reportInput: true })
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => at(issue.path, problemText(issue, noun, schema)))
  const data = (result.data ?? {}) as Record<string, unknown>
  const misnamed = result.success && entry && nameFieldProblem(entry.collection, entry.name, data)
  if (misnamed) problems.push(at(misnamed.path, misnamed.message))
  const images = context?.images ?? []
  for (const { path, value } of context ? imagePaths(raw).filter(({ value }) => !images.includes(value)) : []) {
    problems.push(at(path, missingImage(value, closest(value, images))))
  }
  const category =
    context?.categories &&
    entry?.collection === caseStudyCollection &&
    categoryProblem((raw as Record<string, unknown> | null)?.category, context.categories)
  if (category) problems.push(at(['category'], category))
  return problems.length > 0 ? { problems } : { data, problems, at }
}

/** Where search results cut a page's title and description, with what each is called. */
export const SEARCH_RESULT = {
  title: { limit: TITLE_LIMIT, what: 'the page title' },
  description: { limit: DESCRIPTION_LIMIT, what: 'the description' },
} as const

/** The one rule of a page's title and description (`field` of its `meta`, at `where`): what a search result would cut
 * of it, once the site's `words` are filled in, said by check:content and the editor alike. Nothing when it shows whole. */
export function cutInResult(
  field: keyof typeof SEARCH_RESULT,
  written: unknown,
  words: Readonly<Record<SiteWord, string>>,
  where: string,
): string | undefined {
  if (typeof written !== 'string') return undefined
  const { limit, what } = SEARCH_RESULT[field]
  const shown = fillSiteWords(written, words)
  if (shown.length <= limit) return undefined
  return `${what} "${shown}" is ${shown.length} characters; search results show about ${limit}. Shorten \`${where}\`${written === shown ? '' : ' (the company name counts too)'}.`
}

/** Why the build refuses an image path that leads to no picture, with the likeliest one meant. */
export const missingImage = (value: string, nearest?: string) =>
  `there is no image at content/${value}${nearest ? `: did you mean ${nearest}?` : '.'} Add the picture to content/images or correct the path.`

/** Every image path in `data`, with its field's path. */
export function imagePaths(data: unknown, path: PropertyKey[] = []): { path: PropertyKey[]; value: string }[] {
  if (typeof data !== 'object' || data === null) return []
  return Object.entries(data).flatMap(([key, value]) => {
    const here = [...path, Array.isArray(data) ? Number(key) : key]
    if ((imageFields as readonly string[]).includes(key) && typeof value === 'string') return [{ path: here, value }]
    return imagePaths(value, here)
  })
}

/** The one of `options` that takes the fewest single-letter edits to reach from `text`, if it is a likely slip. */
function closest(text: string, options: readonly string[]): string | undefined {
  const distance = (a: string, b: string) => {
    let row = Array.from({ length: b.length + 1 }, (_, index) => index)
    for (let i = 1; i <= a.length; i++) {
      const next = [i]
      for (let j = 1; j <= b.length; j++)
        next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
      row = next
    }
    return row[b.length]!
  }
  const [best] = options.map((option) => ({ option, cost: distance(text, option) })).sort((a, b) => a.cost - b.cost)
  return best && best.cost <= Math.max(3, text.length / 3) ? best.option : undefined
}

/** Parses and validates one content file; a ContentError names every problem, each with its line. */
export function parseContentFile(file: string, source: string, context?: ContentContext): unknown {
  const { data, problems } = checkContentFile(file, source, context)
  if (problems.length > 0) throw new ContentError(problems)
  return data
}
