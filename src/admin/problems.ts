// What the form's fields share to show the build's problems as the marketer works: the entry's problems, worked out
// once for each state of the entry, and whether each picture it names is there, as the preview finds it.
import { editedEntry, entryProblems, type EntryMap, type EntryProblem } from './checkEntry.ts'

/** Each picture path the preview has asked Sveltia for: the address it showed it by, or null when there is none. */
const pictures = new Map<string, string | null>()
const watchers = new Set<() => void>()
/** How many times what is known of the pictures has changed. */
let learnt = 0

/** What the preview learnt of a picture (previews.tsx): the address to show it by, or that the repository has none at
 * `path`. */
export function notePicture(path: string, url: string | undefined) {
  if (pictures.get(path) === (url ?? null)) return
  pictures.set(path, url ?? null)
  learnt += 1
  // After the preview's own render: the fields then look again.
  setTimeout(() => watchers.forEach((watcher) => watcher()))
}

/** The address the picture at `path` is shown by; null when it is not there; undefined while that is not known. */
export const pictureAt = (path: string) => pictures.get(path)

/** Calls `then` each time the preview learns something of a picture; returns how to stop. */
export function onPictures(then: () => void): () => void {
  watchers.add(then)
  return () => watchers.delete(then)
}

/** The last answer, which every field asks for: it holds while the entry and what is known of the pictures do. */
let last: { entry: EntryMap; learnt: number; problems: EntryProblem[] } | undefined

/** What the build would refuse in the entry as it stands, each picture included once the preview has shown it; a field
 * left empty that the form requires is Sveltia's to say ("This field is required."), once. */
export function problemsOf(entry: EntryMap): EntryProblem[] {
  if (last?.entry === entry && last.learnt === learnt) return last.problems
  const problems = entryProblems(editedEntry(entry), (path) => {
    const found = pictureAt(path)
    return found === undefined ? undefined : found !== null
  }).filter(({ empty }) => !empty)
  last = { entry, learnt, problems }
  return problems
}

/** The field a problem at `path` is about, as the configuration names it: "results.*.value" for each result's value. */
export const fieldAt = (path: PropertyKey[]) =>
  path.map((key) => (typeof key === 'number' ? '*' : String(key))).join('.')

/** The messages of `problems` about the field at `dataPath` ("results.*.value") holding `value`. */
export function problemsAbout(problems: EntryProblem[], dataPath: string, data: unknown, value: unknown): string[] {
  return problems
    .filter(({ path }) => {
      if (fieldAt(path) !== dataPath) return false
      // Items of one list share a field: the problem is this one's if it holds the value the problem is about.
      const held = path.reduce<unknown>(
        (parent, key) => (parent as Record<PropertyKey, unknown> | undefined)?.[key],
        data,
      )
      return !path.some((key) => typeof key === 'number') || held === value
    })
    .map(({ message }) => message)
}
