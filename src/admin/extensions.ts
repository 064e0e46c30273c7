// What the editor adds to Sveltia's forms and previews, with the first entry opened (later.tsx): the build's checks (the
// schemas, zod and marked), the fields that show them, and the previews, drawn by the site's own React and pages.
import './noEval.ts'
import { blankPaths, checkEntry, editedEntry, type EntryMap } from './checkEntry.ts'
import { CHECKED, ENTRY_CHECK } from './editorNames.ts'
import { EntryCheck } from './EntryCheck.tsx'
import { CheckedNumber, CheckedSelect, CheckedString, CheckedText, CheckedVideo } from './FieldCheck.tsx'
import { PictureField } from './PictureField.tsx'
import { sitePreview } from './previews.tsx'
import type { PreviewedPage } from './previewPages.tsx'

/** The field types the configuration names, as registered by main.tsx. */
export const controls: Record<string, unknown> = {
  [ENTRY_CHECK]: EntryCheck,
  [CHECKED.string]: CheckedString,
  [CHECKED.text]: CheckedText,
  [CHECKED.number]: CheckedNumber,
  [CHECKED.select]: CheckedSelect,
  [CHECKED.image]: PictureField,
  [CHECKED.video]: CheckedVideo,
}

const previews = new Map<string, ReturnType<typeof sitePreview>>()
/** The preview template Sveltia knows by `name`: a collection's, or a settings file's. */
export const previewOf = (name: string) =>
  previews.get(name) ?? previews.set(name, sitePreview(name as PreviewedPage)).get(name)!

/** The last word before a save: what the fields let through is checked again, whole, and the data saved leaves out the
 * blanks the schema lets be left out (an optional list the form holds empty), as the files write them. */
export function preSave(entry: EntryMap) {
  const edited = editedEntry(entry)
  checkEntry(edited)
  return blankPaths(edited).reduce((data, path) => data.deleteIn(path), entry.get('data') as EntryMap)
}
