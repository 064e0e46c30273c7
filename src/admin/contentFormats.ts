// The editor reads and writes content's files itself (Sveltia's custom formats): a save sets only what changed over the
// file as it was (yamlLayout.ts), and a file that does not parse is never shown as an empty form to publish over.
// Sveltia hands over a file's text trimmed, trims a field's text, and ends what it writes with one line break.
import { FRONT_MATTER, readYaml, writeYaml } from '../content/yamlLayout.ts'
import { CHECK_FIELD } from './editorNames.ts'

/** Where an entry keeps its file as it was read, for the save; and, when the file does not parse, why. */
export const SOURCE = '__source'
export const UNREADABLE = '__unreadable'

type Data = Record<string, unknown>

/** What the form holds that is no field of the file: the form's own check. (Its blanks the save leaves out: main.tsx.) */
const fileFields = ({ [CHECK_FIELD]: _check, ...data }: Data) => data

/** `yaml`, the file's own text, read; `firstLine` is where it starts in the file. */
function read(yaml: string, file: string, firstLine = 1): Data {
  const { document, slip } = readYaml(yaml)
  if (!slip) return { ...(document.toJS() as Data | null), [SOURCE]: file }
  const line = slip.line + firstLine - 1
  return {
    [SOURCE]: file,
    [UNREADABLE]: `The file cannot be read, at line ${line}, column ${slip.column}: ${slip.message}`,
  }
}

export const yamlFormat = {
  fromFile: (file: string) => read(file, file),
  // A file that could not be read is written back as it was, should a save get this far.
  toFile: ({ [SOURCE]: source, [UNREADABLE]: unreadable, ...data }: Data) =>
    unreadable ? String(source) : writeYaml(fileFields(data), typeof source === 'string' ? source : ''),
}

export const markdownFormat = {
  fromFile(file: string): Data {
    const frontMatter = FRONT_MATTER.exec(file)
    if (!frontMatter)
      return {
        [SOURCE]: file,
        [UNREADABLE]: 'The file cannot be read, at line 1: its fields go first, between two lines of "---".',
      }
    return { ...read(frontMatter[1]!, file, 2), body: file.slice(frontMatter[0].length) }
  },
  toFile({ [SOURCE]: source, [UNREADABLE]: unreadable, body, ...data }: Data): string {
    if (unreadable) return String(source)
    const frontMatter = typeof source === 'string' ? FRONT_MATTER.exec(source) : null
    // The text starts as the file's did (after a blank line, for a new page), whatever the field trimmed off it.
    const lead = frontMatter ? /^\s*/.exec(String(source).slice(frontMatter[0].length))![0] : '\n'
    const text = typeof body === 'string' ? body.trim() : ''
    return `---\n${writeYaml(fileFields(data), frontMatter ? `${frontMatter[1]}\n` : '')}---\n${lead}${text}\n`
  },
}
