// The names the editor's configuration (editorConfig.ts, made as the editor is built) and its code in the browser share.

/** The names the editor registers its own readers and writers of content's files under (contentFormats.ts). */
export const CONTENT_YAML = 'content-yaml'
export const CONTENT_MARKDOWN = 'content-markdown'

/** The field types this editor registers (main.tsx): Sveltia's own controls with the build's check on them. */
export const CHECKED = {
  string: 'checked-string',
  text: 'checked-text',
  number: 'checked-number',
  select: 'checked-select',
  image: 'checked-image',
  video: 'checked-video',
} as const
/** The first field of every form: what the build would refuse in the entry as a whole (EntryCheck.tsx). */
export const ENTRY_CHECK = 'entry-check'
export const CHECK_FIELD = 'beforePublishing'
/** That field's list, as a screen reader names it (and the tests). */
export const BUILD_CHECK = 'What the build would refuse'
/** The settings files whose entry a preview draws, each by its page: the others show on many pages, seen once saved. */
export const PREVIEWED_SETTINGS = ['home']
