// The editor's configuration, made from the content schemas as the editor is built (editorBuild.ts): each form asks for
// what the build accepts, field by field. Sveltia's own checks are left off: every rule, a field's length and shape as
// much as a figure that must appear in the results, is the build's own check, shown on the field in the build's words
// (FieldCheck.tsx, EntryCheck.tsx).
import type { z } from 'zod'
import { jsonSchemaOf, type JsonSchema } from '../content/validate.ts'
import { caseStudyCollection, collections, solutionCollection } from '../content/collections.ts'
import { HOME_PATH } from '../paths.ts'
import { contentFileSchemas, entryRules, imageFields } from '../content/schemas/index.ts'
import { CHECK_FIELD, CHECKED, CONTENT_MARKDOWN, CONTENT_YAML, ENTRY_CHECK, PREVIEWED_SETTINGS } from './editorNames.ts'

export interface EditorField {
  name: string
  label: string
  widget: string
  /** Whether the build needs it (Sveltia's default): Sveltia marks it, and says so when it is left empty. */
  required?: false
  hint?: string
  /** Where the field's value sits in the entry ("results.*" for each of a list's items): its problems show on it. */
  data_path?: string
  /** The longest text the build accepts, counted under the field as the marketer types. */
  max_length?: number
  label_singular?: string
  summary?: string
  options?: string[]
  value_type?: 'int'
  field?: EditorField
  fields?: EditorField[]
  types?: EditorField[]
  typeKey?: string
  collapsed?: boolean
  [option: string]: unknown
}

/** What a marketer calls a field whose name is a developer's word. */
const PLAIN_LABELS: Record<string, string> = {
  href: 'Link',
  imageUrl: 'Picture',
  videoId: 'YouTube video',
  id: 'Page address',
  slug: 'Page address',
  meta: 'Search result',
  codeHosting: 'Code hosting profile',
  professionalNetwork: 'Professional network profile',
  cta: 'Header button',
  faq: 'Questions and answers',
  lastUpdated: 'Last updated',
  callToAction: 'Closing band',
  gridId: 'Anchor of the grid',
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

/** "callToAction" → "Call to action", unless a plainer word is known; a section's id is the anchor links name. */
const labelOf = (name: string, path = name) => {
  if (name === 'id' && path.includes('.')) return 'Anchor'
  if (PLAIN_LABELS[name]) return PLAIN_LABELS[name]
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function fieldOf(
  name: string,
  schema: JsonSchema,
  needed: boolean,
  path: string,
  label = labelOf(name, path),
): EditorField {
  const base = { name, label, ...(!needed && { required: false as const }) }
  // Where the build's check finds the field's value, for the fields that show it (FieldCheck.tsx).
  const checked = { data_path: path }
  const hint = schema.description ? { hint: schema.description } : {}
  if (schema.enum) return { ...base, ...checked, ...hint, widget: CHECKED.select, options: schema.enum }
  switch (schema.type) {
    case 'object':
      // An optional part is added with a switch; its own fields are needed once it is there.
      return { ...base, ...hint, widget: 'object', fields: fieldsOfJson(schema, path) }
    case 'array':
      return listOf(base, path, schema)
    case 'integer':
    case 'number':
      return { ...base, ...checked, ...hint, widget: CHECKED.number, value_type: 'int' }
    case 'boolean':
      return { ...base, ...hint, widget: 'boolean' }
    default: {
      if (name === 'videoId') return { ...base, ...checked, ...hint, widget: CHECKED.video }
      if ((imageFields as readonly string[]).includes(name))
        return { ...base, ...checked, ...hint, widget: CHECKED.image }
      const widget = PARAGRAPHS.has(name) || (schema.maxLength ?? 0) > 120 ? CHECKED.text : CHECKED.string
      return {
        ...base,
        ...checked,
        ...hint,
        widget,
        ...(schema.maxLength !== undefined && { max_length: schema.maxLength }),
      }
    }
  }
}

/** "Results" → "Result", "Categories" → "Category": what one item of a list is called. */
const singular = (label: string) => label.replace(/ies$/, 'y').replace(/s$/, '')

function listOf(base: Pick<EditorField, 'name' | 'label' | 'required'>, path: string, schema: JsonSchema): EditorField {
  const items = schema.items ?? {}
  const itemPath = `${path}.*`
  const list = {
    ...base,
    widget: 'list',
    label_singular: singular(base.label),
    ...(schema.description && { hint: schema.description }),
  }
  // Items of several kinds, told apart by their `kind` (a solution page's sections).
  if (items.oneOf) {
    const types = items.oneOf.map((variant) => {
      const kind = variant.properties?.kind?.const ?? ''
      const fields = fieldsOfJson(variant, itemPath).filter((field) => field.name !== 'kind')
      const titled = fields.find((field) => field.name === 'heading')
      return {
        name: kind,
        label: labelOf(kind),
        widget: 'object',
        fields,
        ...(titled && { summary: `{{fields.${titled.name}}}` }),
      }
    })
    return { ...list, typeKey: 'kind', types }
  }
  if (items.type === 'object') {
    const fields = fieldsOfJson(items, itemPath)
    // A folded item shows its first line of text, not "Item".
    const named = fields.find((field) => field.widget === CHECKED.string)
    return { ...list, fields, ...(named && { summary: `{{fields.${named.name}}}` }) }
  }
  return { ...list, field: fieldOf(singular(base.name), items, true, itemPath, list.label_singular) }
}

function fieldsOfJson(schema: JsonSchema, path?: string): EditorField[] {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldOf(name, property, required.has(name), path === undefined ? name : `${path}.${name}`),
  )
}

export const editorFieldsOf = (schema: z.ZodType): EditorField[] => fieldsOfJson(jsonSchemaOf(schema))

export interface EditorSettings {
  /** Where the site's repository lives on GitHub ("owner/name"), and its branch. */
  repo: string
  branch: string
  /** Whether "Sign In with GitHub" can work: on Netlify, which gives it, or through `authUrl`'s service. */
  oauth: boolean
  /** A sign-in service for GitHub's OAuth on hosts other than Netlify (see docs/publishing.md). */
  authUrl?: string
  /** The name of the pull request status whose link is a draft's deploy preview, when the host's lacks "deploy". */
  previewContext?: string
  /** The site's public origin (VITE_SITE_URL), for the editor's links to the live pages. */
  siteUrl: string
}

/** The settings collection's name for the single files, each named after its file ("pages" for pages.yaml). */
export const SETTINGS = 'settings'
const CATEGORIES = 'caseStudies.categories.*'
/** The form's own check, told which fields show the build's problems themselves (the rest it shows: EntryCheck.tsx). */
const checkField = (fields: EditorField[]) => ({
  name: CHECK_FIELD,
  label: 'Before publishing',
  widget: ENTRY_CHECK,
  required: false,
  checked_paths: [...checkedPaths(fields)],
})
/** A page's text, in Markdown as typed and as the build reads it: no rich-text mode that would rewrite its paragraphs. */
const textField: EditorField = { name: 'body', label: 'Text', widget: CHECKED.text, required: false, data_path: 'body' }

/** The fields of a collection's form (its folder, or SETTINGS and the file's name), as the schema has them. */
function formFields(collection: string, file?: string): EditorField[] {
  const entries = collections.find(({ folder }) => folder === collection)
  if (!entries) return editorFieldsOf(contentFileSchemas[`${file}.yaml` as keyof typeof contentFileSchemas])
  const fields = editorFieldsOf(entryRules.get(entries)!.schema).flatMap((field): EditorField[] => {
    // A solution's place among the others is set by dragging it in the list (Sveltia's reorder), not typed.
    if (entries === solutionCollection && field.name === 'order') return []
    // A case study's category is one of pages.yaml's as it is now: one added there is offered at once.
    if (entries === caseStudyCollection && field.name === 'category')
      return [
        {
          name: field.name,
          label: field.label,
          ...(field.hint && { hint: field.hint }),
          widget: 'relation',
          collection: SETTINGS,
          file: 'pages',
          value_field: CATEGORIES,
          search_fields: [CATEGORIES],
          display_fields: [CATEGORIES],
        },
      ]
    return [field]
  })
  return entries.extension === 'md' ? [...fields, textField] : fields
}

/** Where a form's fields that show the build's problems themselves sit in the entry (FieldCheck.tsx). */
function checkedPaths(fields: EditorField[]): Set<string> {
  const widgets = new Set<string>(Object.values(CHECKED))
  const paths = new Set<string>()
  const visit = (field: EditorField) => {
    if (widgets.has(field.widget) && field.data_path) paths.add(field.data_path)
    for (const child of [...(field.fields ?? []), ...(field.types ?? []), ...(field.field ? [field.field] : [])])
      visit(child)
  }
  fields.forEach(visit)
  return paths
}

export function editorConfig(settings: EditorSettings) {
  const folders = collections.map((collection) => {
    const { folder, extension, pathOf } = collection
    const { nameField, titleField } = entryRules.get(collection)!
    return {
      name: folder,
      label: labelOf(folder.replace('-', ' ')),
      label_singular: singular(labelOf(folder.replace('-', ' '))).toLowerCase(),
      folder: `content/${folder}`,
      format: extension === 'md' ? CONTENT_MARKDOWN : CONTENT_YAML,
      create: true,
      ...(collection === solutionCollection && { reorder: true }),
      // What an entry's file is named after: the field that is also its name, else what a person knows it by.
      identifier_field: nameField ?? titleField,
      slug: '{{slug}}',
      summary: `{{${titleField}}}`,
      // The entry's own page, on the draft's deploy preview and on the live site.
      preview_path: pathOf('{{slug}}'),
      // Images go where the build reads them, and the field holds the path it expects.
      media_folder: `/content/images/${folder}`,
      public_folder: `images/${folder}`,
      fields: [checkField(formFields(folder)), ...formFields(folder)],
    }
  })
  const files = Object.keys(contentFileSchemas).map((file) => ({
    name: file.replace('.yaml', ''),
    label: labelOf(file.replace('.yaml', '')),
    file: `content/${file}`,
    // A setting shows on many pages: its draft's preview opens at the home page.
    preview_path: HOME_PATH,
    // Sveltia's own preview of a file no template draws lists its labels without their values: none, rather.
    ...(!PREVIEWED_SETTINGS.includes(file.replace('.yaml', '')) && { editor: { preview: false } }),
    fields: [
      checkField(formFields(SETTINGS, file.replace('.yaml', ''))),
      ...formFields(SETTINGS, file.replace('.yaml', '')),
    ],
  }))
  return {
    load_config_file: false,
    app_title: 'Content editor',
    backend: {
      name: 'github',
      repo: settings.repo,
      branch: settings.branch,
      // A GitHub token signs in anywhere; GitHub's own sign-in only where the host or a service gives it.
      auth_methods: settings.oauth ? ['oauth', 'token'] : ['token'],
      ...(settings.authUrl && { base_url: settings.authUrl }),
      ...(settings.previewContext && { preview_context: settings.previewContext }),
    },
    // Drafts reviewed as pull requests on GitHub; the folder on one's own computer saves straight to the files.
    publish_mode: 'editorial_workflow',
    site_url: settings.siteUrl,
    media_folder: 'content/images',
    public_folder: 'images',
    // Pictures are the company's own, in content/images: no stock photos from other sites.
    media_libraries: { stock_assets: false },
    collections: [...folders, { name: SETTINGS, label: 'Site settings', format: CONTENT_YAML, files }],
  }
}
