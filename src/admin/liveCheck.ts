// What the form's widgets share to show the build's problems as the marketer works: the entry as it is now, whether
// each picture named is really there, and a signal after each edit (or finished picture check) to look again.
import type { Map as ImmutableMap } from 'immutable'
import { editedEntry, entryProblems, type EntryProblem } from './checkEntry.ts'

/** Decap's own widget props that the checks use. */
export interface WidgetProps {
  /** The entry as it is now (Decap's own `entry` prop can be stale). */
  getEntry: () => ImmutableMap<string, unknown>
  /** The address Decap gives a file of the repository, fetched from it (or from an upload not yet saved). */
  getAsset: (path: string, field?: unknown) => unknown
  /** Decap's check of this field, which shows or clears its error. */
  validate: () => void
}

/** Dispatched on the document when a picture's check has an answer, or should be asked again. */
const LOOK_AGAIN = 'entry-look-again'
// What the marketer does to the form: each may change what the build would say.
const EDITS = ['input', 'change', LOOK_AGAIN] as const

/** Calls `then` after each edit has reached the entry; returns how to stop. */
export function afterEachEdit(then: () => void): () => void {
  const later = () => setTimeout(then)
  for (const type of EDITS) document.addEventListener(type, later, true)
  return () => {
    for (const type of EDITS) document.removeEventListener(type, later, true)
  }
}

const lookAgain = () => document.dispatchEvent(new Event(LOOK_AGAIN))

/** Whether each picture's address loads as a picture, once the browser has tried it. */
const loads = new Map<string, boolean>()
const trying = new Set<string>()

/**
 * Whether the picture `value` names is there, as the browser finds it: Decap fetches the file from the repository, or
 * takes the upload not yet saved, and hands over its address; a path it cannot find it hands back unchanged, which
 * leads nowhere. Undefined until that is known; the document hears LOOK_AGAIN when it may be.
 */
function imageFound(value: string, getAsset: WidgetProps['getAsset']): boolean | undefined {
  const url = String(getAsset(value))
  // Decap's blank stands in for every picture it is still fetching, as for no picture at all.
  if (url === String(getAsset(''))) {
    setTimeout(lookAgain, 250)
    return undefined
  }
  if (!URL.canParse(url)) return false
  if (!loads.has(url) && !trying.has(url)) {
    trying.add(url)
    const image = new Image()
    image.onload = () => loads.set(url, true) && lookAgain()
    image.onerror = () => loads.set(url, false) && lookAgain()
    image.src = url
  }
  return loads.get(url)
}

/** The last answer, which every field asks for after each edit: it holds while the entry and the pictures' checks do. */
let last: { entry: unknown; pictures: number; problems: EntryProblem[] } | undefined

/** What the build would refuse in the entry as it stands, pictures included once their checks have answered. */
export function problemsNow({ getEntry, getAsset }: Pick<WidgetProps, 'getEntry' | 'getAsset'>): EntryProblem[] {
  const entry = getEntry()
  if (last?.entry === entry && last.pictures === loads.size) return last.problems
  let pending = false
  const problems = entryProblems(editedEntry(entry), (value) => {
    const found = imageFound(value, getAsset)
    pending ||= found === undefined
    return found
  })
  last = pending ? undefined : { entry, pictures: loads.size, problems }
  return problems
}
