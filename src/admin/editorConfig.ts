// The editor's configuration, made from the content schemas: each form asks for what the build will accept, with the
// same required fields, lengths, patterns and options. Rules a form field cannot state (a figure that must appear in
// the results, a placeholder's name) are checked by the schema itself before every save (main.tsx).
import type { z } from 'zod'
import { jsonSchemaOf, type JsonSchema } from '../content/validate.ts'
import { caseStudyCollection, collections } from '../content/collections.ts'
import { contentFileSchemas, entryRules, imageFields } from '../content/schemas/index.ts'
import { UNREADABLE } from './contentFormats.ts'
import { CHECK_FIELD } from './EntryCheck.tsx'

/** The names the editor registers its own readers and writers of content's files under (contentFormats.ts). */
export const CONTENT_YAML = 'content-yaml'
export const CONTENT_MARKDOWN = 'content-markdown'

export interface EditorField {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  /** Where the field's value sits in the entry ("results.*" for each of a list's items): its problems show on it. */
  data_path: string
  /** The longest text the build accepts, counted under the field as the marketer types. */
  max_length?: number
  label_singular?: string
  summary?: string
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

/** Decap's field widgets this editor draws with, each also showing the build's problems with its value (FieldCheck.tsx). */
export const CHECKED_WIDGETS = ['string', 'text', 'number', 'select', 'relation', 'image', 'markdown'] as const
/** The name a stock widget is registered under with the build's check around it. */
export const checked = (widget: (typeof CHECKED_WIDGETS)[number]) => `checked-${widget}`

/** "imageUrl" → "Image url", "callToAction" → "Call to action". */
const labelOf = (name: string) => {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function fieldOf(
  name: string,
  schema: JsonSchema,
  required: boolean,
  path: string,
  label = labelOf(name),
): EditorField {
  const base = { name, label, data_path: path, ...(required ? {} : { required: false }) }
  const hint = schema.description ? { hint: schema.description } : {}
  if (schema.enum) return { ...base, ...hint, widget: checked('select'), options: schema.enum }
  switch (schema.type) {
    case 'object':
      // An optional part's fields are each needed only when it is filled in: the schema checks that before saving.
      return { ...base, ...hint, widget: 'object', collapsed: !required, fields: fieldsOfJson(schema, required, path) }
    case 'array':
      return listOf(base, schema)
    case 'integer':
    case 'number':
      return {
        ...base,
        ...hint,
        widget: checked('number'),
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
      // The build's own words on a text's shape and length show on the field (fieldCheck.tsx), not a pattern's.
      return {
        ...base,
        ...hint,
        widget: checked(widget),
        ...(schema.maxLength !== undefined && { max_length: schema.maxLength }),
      }
    }
  }
}

/** "Results" → "Result", "Categories" → "Category": what one item of a list is called. */
const singular = (label: string) => label.replace(/ies$/, 'y').replace(/s$/, '')

function listOf(base: Pick<EditorField, 'name' | 'label' | 'required' | 'data_path'>, schema: JsonSchema): EditorField {
  const items = schema.items ?? {}
  const itemPath = `${base.data_path}.*`
  const bounds = {
    ...(schema.minItems !== undefined && { min: schema.minItems }),
    ...(schema.maxItems !== undefined && { max: schema.maxItems }),
  }
  const list = {
    ...base,
    widget: 'list',
    label_singular: singular(base.label),
    ...bounds,
    ...(schema.description && { hint: schema.description }),
  }
  // Items of several kinds, told apart by their `kind` (a solution page's sections).
  if (items.oneOf) {
    const types = items.oneOf.map((variant) => {
      const kind = variant.properties?.kind?.const ?? ''
      const fields = fieldsOfJson(variant, true, itemPath).filter((field) => field.name !== 'kind')
      return { name: kind, label: labelOf(kind), widget: 'object', data_path: itemPath, fields }
    })
    return { ...list, typeKey: 'kind', types }
  }
  if (items.type === 'object') {
    const fields = fieldsOfJson(items, true, itemPath)
    // A folded item shows its first line of text, not "Item".
    const named = fields.find((field) => field.widget === checked('string'))
    return { ...list, fields, ...(named && { summary: `{{fields.${named.name}}}` }) }
  }
  return { ...list, field: fieldOf('item', items, true, itemPath, list.label_singular) }
}

function fieldsOfJson(schema: JsonSchema, present: boolean, path?: string): EditorField[] {
  const required = new Set(present ? (schema.required ?? []) : [])
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldOf(name, property, required.has(name), path === undefined ? name : `${path}.${name}`),
  )
}

export const editorFieldsOf = (schema: z.ZodType): EditorField[] => fieldsOfJson(jsonSchemaOf(schema), true)

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

/** The editor's words, Decap's English with the ones the build's check changes (main.tsx registers them). */
export const EDITOR_LOCALE = 'en-site'
/** Shown when a publish is refused: for a rule of the build as much as for an empty required field. */
export const PUBLISH_REFUSED =
  'Not saved: the build would refuse this entry. Each problem is marked in red on its field and listed under Before publishing.'

/** The settings collection's name for the single files, each named after its file ("pages" for pages.yaml). */
const SETTINGS = 'settings'
const CATEGORIES = 'caseStudies.categories.*'
/** What the build would refuse in the entry, first in every form (EntryCheck.tsx). */
const checkField = { name: CHECK_FIELD, label: 'Before publishing', widget: 'entry-check' }

/** `localApi` is where `npm start` answers the editor, on the editor's own origin (EDITOR_API_PATH). */
export function editorConfig(settings: EditorSettings, localApi: string) {
  const folders = collections.map((collection) => {
    const { folder, extension, pathOf } = collection
    const { schema, nameField, titleField } = entryRules.get(collection)!
    // A case study's category is one of pages.yaml's as it is now, read when the form opens: one added is offered.
    const fields = editorFieldsOf(schema).map((field) =>
      collection === caseStudyCollection && field.name === 'category'
        ? {
            ...field,
            widget: checked('relation'),
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
      // What an entry's file is named after: the field that is also its name, else what a person knows it by.
      identifier_field: nameField ?? titleField,
      slug: '{{slug}}',
      // The entry's own page, on the draft's deploy preview and on the live site.
      preview_path: pathOf('{{slug}}'),
      // A file that cannot be read is listed by its problem, not as a blank row.
      summary: `{{${titleField}}}{{${UNREADABLE}}}`,
      // Images go where the build reads them, and the field holds the path it expects.
      media_folder: `/content/images/${folder}`,
      public_folder: `images/${folder}`,
      fields: [
        checkField,
        ...fields,
        // Markdown as typed first: in the rich-text mode, "## " stays two hashes rather than a heading.
        ...(extension === 'md'
          ? [
              {
                name: 'body',
                label: 'Text',
                widget: checked('markdown'),
                data_path: 'body',
                modes: ['raw', 'rich_text'],
              },
            ]
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
    locale: EDITOR_LOCALE,
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
