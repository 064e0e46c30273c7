// The content editor at /admin: Sveltia CMS over content/, its forms made from the content schemas as the editor is built
// (editorConfig.ts), each field holding the build's check, and a preview of each entry drawn by the site's own
// components. Its first screen is Sveltia and the reading of content's files; the rest comes with the first entry
// opened (later.tsx).
import CMS from '@sveltia/cms'
import previewStyles from '../styles.css?url'
import { collections } from '../content/collections.ts'
import { markdownFormat, yamlFormat } from './contentFormats.ts'
import { CHECKED, CONTENT_MARKDOWN, CONTENT_YAML, ENTRY_CHECK, PREVIEWED_SETTINGS } from './editorNames.ts'
import { extensions, later } from './later.tsx'

declare const __EDITOR_CONFIG__: object

CMS.registerCustomFormat(CONTENT_YAML, 'yaml', yamlFormat)
CMS.registerCustomFormat(CONTENT_MARKDOWN, 'md', markdownFormat)
for (const name of [ENTRY_CHECK, ...Object.values(CHECKED)])
  CMS.registerFieldType(name, later(({ controls }) => controls[name]) as never)
CMS.registerEventListener({
  name: 'preSave',
  handler: async ({ entry }) => (await extensions()).preSave(entry as never) as never,
})
CMS.registerPreviewStyle(previewStyles)
// A settings file's template is named after the file.
for (const name of [...collections.map(({ folder }) => folder), ...PREVIEWED_SETTINGS])
  CMS.registerPreviewTemplate(name, later(({ previewOf }) => previewOf(name)) as never)
void CMS.init({ config: __EDITOR_CONFIG__ as never })
