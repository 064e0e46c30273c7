// The editor's configuration, made from the content schemas: each form asks for what the build will accept, with the
// same required fields, lengths, patterns and options. Rules a form field cannot state (a figure that must appear in
// the results, a placeholder's name) are checked by the schema itself before every save (main.tsx).
import { z } from 'zod'
import { collections } from '../content/collections.ts'
import { contentFileSchemas, entrySchemas, imageFields } from '../content/schemas/index.ts'
import { NAME_FIELDS } from '../content/validate.ts'
import { UNREADABLE } from './contentFormats.ts'
import { CHECK_FIELD } from './EntryCheck.tsx'

/** The names the editor registers its own readers and writers of content's files under (contentFormats.ts). */
export const CONTENT_YAML = 'content-yaml'
export const CONTENT_MARKDOWN = 'content-markdown'

interface JsonSchema {
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

export interface EditorField {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  pattern?: [string, string]
  options?: string[]
  value_type?: 'int'
  min?: number
  max?: number
  field?: EditorField
  fields?: EditorField[]
  types?: EditorField[]
  typeKey?: string
  collapsed?: boolean
}

// Fields written as paragraphs rather than one line.
const PARAGRAPHS = new Set([
  'challenge',
  'solution',
  'summary',
  'description',
  'quote',
  'lead',
  'intro',
  'text',
  'blurb',
])

/** "imageUrl" → "Image url", "callToAction" → "Call to action". */
const labelOf = (name: string) => {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema

/** One pattern for what the schema says of a text's shape and length, with the message the editor shows. */
function textRule(schema: JsonSchema): [string, string] | undefined {
  const { pattern, maxLength } = schema
  if (maxLength === undefined) return pattern === undefined ? undefined : [pattern, 'Not in the expected form']
  const limit = `(?=[\\s\\S]{0,${maxLength}}$)`
  const message = `At most ${maxLength} characters`
  return pattern === undefined
    ? [`^${limit}`, message]
    : [`^${limit}(?:${pattern})`, `${message}, in the expected form`]
}

function fieldOf(name: string, schema: JsonSchema, required: boolean): EditorField {
  const base = { name, label: labelOf(name), ...(required ? {} : { required: false }) }
  const hint = schema.description ? { hint: schema.description } : {}
  if (schema.enum) return { ...base, ...hint, widget: 'select', options: schema.enum }
  switch (schema.type) {
    case 'object':
      // An optional part's fields are each needed only when it is filled in: the schema checks that before saving.
      return { ...base, ...hint, widget: 'object', collapsed: !required, fields: fieldsOfJson(schema, required) }
    case 'array':
      return listOf(base, schema)
    case 'integer':
    case 'number':
      return {
        ...base,
        ...hint,
        widget: 'number',
        value_type: 'int',
        ...(schema.minimum !== undefined && { min: schema.minimum }),
      }
    case 'boolean':
      return { ...base, ...hint, widget: 'boolean', required: false }
    default: {
      const widget = (imageFields as readonly string[]).includes(name)
        ? 'image'
        : PARAGRAPHS.has(name) || (schema.maxLength ?? 0) > 120
          ? 'text'
          : 'string'
      // The editor writes an image's path itself, from the folder it saves the picture in.
      const rule = widget === 'image' ? undefined : textRule(schema)
      return { ...base, ...hint, widget, ...(rule && { pattern: rule }) }
    }
  }
}

function listOf(base: Pick<EditorField, 'name' | 'label' | 'required'>, schema: JsonSchema): EditorField {
  const items = schema.items ?? {}
  const bounds = {
    ...(schema.minItems !== undefined && { min: schema.minItems }),
    ...(schema.maxItems !== undefined && { max: schema.maxItems }),
  }
  const list = { ...base, widget: 'list', ...bounds, ...(schema.description && { hint: schema.description }) }
  // Items of several kinds, told apart by their `kind` (a solution page's sections).
  if (items.oneOf) {
    const types = items.oneOf.map((variant) => {
      const kind = variant.properties?.kind?.const ?? ''
      const fields = fieldsOfJson(variant).filter((field) => field.name !== 'kind')
      return { name: kind, label: labelOf(kind), widget: 'object', fields }
    })
    return { ...list, typeKey: 'kind', types }
  }
  if (items.type === 'object') return { ...list, fields: fieldsOfJson(items) }
  return { ...list, field: fieldOf('item', items, true) }
}

function fieldsOfJson(schema: JsonSchema, present = true): EditorField[] {
  const required = new Set(present ? (schema.required ?? []) : [])
  return Object.entries(schema.properties ?? {}).map(([name, property]) => fieldOf(name, property, required.has(name)))
}

export const editorFieldsOf = (schema: z.ZodType): EditorField[] => fieldsOfJson(json(schema))

export interface EditorSettings {
  /** Where the site's repository lives on GitHub ("owner/name"), and its branch. */
  repo: string
  branch: string
  /** The sign-in endpoint for hosts other than Netlify (see docs/content.md). */
  authUrl?: string
  /** The name of the pull request status whose link is a draft's deploy preview, when the host's lacks "deploy". */
  previewContext?: string
  /** The site's public origin (VITE_SITE_URL), for the editor's links to the live pages. */
  siteUrl: string
}

/** What each collection's entries are known by: the field that is also the file's name. */
const IDENTIFIER = { ...NAME_FIELDS, articles: 'heading' }
const SUMMARY = { 'case-studies': '{{title}}', solutions: '{{name}}', articles: '{{heading}}' } as const

/** The settings collection's name for the single files, each named after its file ("pages" for pages.yaml). */
const SETTINGS = 'settings'
const CATEGORIES = 'caseStudies.categories.*'
/** What the build would refuse in the entry, first in every form (EntryCheck.tsx). */
const checkField = { name: CHECK_FIELD, label: 'Before publishing', widget: 'entry-check', required: false }

/** `localApi` is where `npm start` answers the editor, on the editor's own origin (EDITOR_API_PATH). */
export function editorConfig(settings: EditorSettings, localApi: string) {
  const folders = collections.map(({ folder, extension }) => {
    const identifier = IDENTIFIER[folder as keyof typeof IDENTIFIER]
    // A case study's category is one of pages.yaml's as it is now, read when the form opens: one added is offered.
    const fields = editorFieldsOf(entrySchemas[folder as keyof typeof entrySchemas]).map((field) =>
      folder === 'case-studies' && field.name === 'category'
        ? {
            ...field,
            widget: 'relation',
            collection: SETTINGS,
            file: 'pages',
            value_field: CATEGORIES,
            search_fields: [CATEGORIES],
            display_fields: [CATEGORIES],
          }
        : field,
    )
    return {
      name: folder,
      label: labelOf(folder.replace('-', ' ')),
      folder: `content/${folder}`,
      extension,
      format: extension === 'md' ? CONTENT_MARKDOWN : CONTENT_YAML,
      create: true,
      identifier_field: identifier,
      slug: '{{slug}}',
      // A file that cannot be read is listed by its problem, not as a blank row.
      summary: `${SUMMARY[folder as keyof typeof SUMMARY]}{{${UNREADABLE}}}`,
      // Images go where the build reads them, and the field holds the path it expects.
      media_folder: `/content/images/${folder}`,
      public_folder: `images/${folder}`,
      fields: [
        checkField,
        ...fields,
        // Markdown as typed first: in the rich-text mode, "## " stays two hashes rather than a heading.
        ...(extension === 'md'
          ? [{ name: 'body', label: 'Text', widget: 'markdown', modes: ['raw', 'rich_text'] }]
          : []),
      ],
    }
  })
  const files = Object.entries(contentFileSchemas).map(([file, schema]) => ({
    name: file.replace('.yaml', ''),
    label: labelOf(file.replace('.yaml', '')),
    file: `content/${file}`,
    fields: [checkField, ...editorFieldsOf(schema)],
  }))
  return {
    load_config_file: false,
    backend: {
      name: 'github',
      repo: settings.repo,
      branch: settings.branch,
      ...(settings.authUrl && { base_url: settings.authUrl }),
      ...(settings.previewContext && { preview_context: settings.previewContext }),
    },
    // Drafts reviewed as pull requests; under `npm start` Decap falls back to 'simple', all its file server offers.
    publish_mode: 'editorial_workflow',
    site_url: settings.siteUrl,
    // Looked for only when the editor itself is on localhost or 127.0.0.1, as `npm start` serves it.
    local_backend: { url: localApi },
    media_folder: 'content/images',
    public_folder: 'images',
    collections: [
      ...folders,
      { name: SETTINGS, label: 'Site settings', format: CONTENT_YAML, editor: { preview: false }, files },
    ],
  }
}
