// The content editor at /admin: Decap CMS over content/, its forms made from the content schemas.
import CMS from 'decap-cms-app'
import { fromJS, type Map as ImmutableMap } from 'immutable'
import { EDITOR_API_PATH } from '../paths.ts'
import { articleCollection, caseStudyCollection } from '../content/collections.ts'
import { checkEntry, editedEntry } from './checkEntry.ts'
import { markdownFormat, yamlFormat } from './contentFormats.ts'
import {
  CONTENT_MARKDOWN,
  CONTENT_YAML,
  EDITOR_LOCALE,
  editorConfig,
  PUBLISH_REFUSED,
  type EditorSettings,
} from './editorConfig.ts'
import { EntryCheck } from './EntryCheck.tsx'
import { registerFieldChecks } from './FieldCheck.tsx'
import { ArticlePreview, CaseStudyPreview, previewStyles } from './previews.tsx'

declare const __EDITOR_SETTINGS__: EditorSettings

CMS.registerCustomFormat(CONTENT_YAML, 'yaml', yamlFormat)
CMS.registerCustomFormat(CONTENT_MARKDOWN, 'md', markdownFormat)
CMS.registerWidget('entry-check', EntryCheck as never)
// Decap lays these over its own English.
CMS.registerLocale(EDITOR_LOCALE, { ui: { toast: { missingRequiredField: PUBLISH_REFUSED } } })
registerFieldChecks()
// The last word before a save: what the form let through is checked again, and blanks are left out.
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }: { entry: ImmutableMap<string, unknown> }) => fromJS(checkEntry(editedEntry(entry))),
})
CMS.registerPreviewStyle(previewStyles, { raw: true })
CMS.registerPreviewTemplate(caseStudyCollection.folder, CaseStudyPreview)
CMS.registerPreviewTemplate(articleCollection.folder, ArticlePreview)
CMS.init({ config: editorConfig(__EDITOR_SETTINGS__, new URL(EDITOR_API_PATH, location.origin).href) as never })
