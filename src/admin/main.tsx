// The content editor at /admin: Sveltia CMS over content/, its forms made from the content schemas, each field holding
// the build's check, and a preview of each entry drawn by the site's own components.
import './noEval.ts'
import CMS from '@sveltia/cms'
import { collections } from '../content/collections.ts'
import { blankPaths, checkEntry, editedEntry, type EntryMap } from './checkEntry.ts'
import { markdownFormat, yamlFormat } from './contentFormats.ts'
import {
  CHECKED,
  CONTENT_MARKDOWN,
  CONTENT_YAML,
  editorConfig,
  ENTRY_CHECK,
  type EditorSettings,
} from './editorConfig.ts'
import { EntryCheck } from './EntryCheck.tsx'
import { CheckedNumber, CheckedSelect, CheckedString, CheckedText, CheckedVideo } from './FieldCheck.tsx'
import { PictureField } from './PictureField.tsx'
import { previewStyles, sitePreview } from './previews.tsx'
import type { PreviewedPage } from './previewPages.tsx'

declare const __EDITOR_SETTINGS__: EditorSettings

CMS.registerCustomFormat(CONTENT_YAML, 'yaml', yamlFormat)
CMS.registerCustomFormat(CONTENT_MARKDOWN, 'md', markdownFormat)
CMS.registerFieldType(ENTRY_CHECK, EntryCheck as never)
CMS.registerFieldType(CHECKED.string, CheckedString as never)
CMS.registerFieldType(CHECKED.text, CheckedText as never)
CMS.registerFieldType(CHECKED.number, CheckedNumber as never)
CMS.registerFieldType(CHECKED.select, CheckedSelect as never)
CMS.registerFieldType(CHECKED.image, PictureField as never)
CMS.registerFieldType(CHECKED.video, CheckedVideo as never)
// The last word before a save: what the fields let through is checked again, whole, and the data saved leaves out the
// blanks the schema lets be left out (an optional list the form holds empty), as the files write them.
CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry: saved }) => {
    const entry = saved as unknown as EntryMap
    const edited = editedEntry(entry)
    checkEntry(edited)
    return blankPaths(edited).reduce((data, path) => data.deleteIn(path), entry.get('data') as EntryMap) as never
  },
})
CMS.registerPreviewStyle(previewStyles)
for (const collection of collections)
  CMS.registerPreviewTemplate(collection.folder, sitePreview(collection.folder as PreviewedPage) as never)
// A settings file's template is named after the file.
CMS.registerPreviewTemplate('home', sitePreview('home') as never)
void CMS.init({ config: editorConfig(__EDITOR_SETTINGS__) as never })
