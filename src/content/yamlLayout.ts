// How content's YAML is read, a slip said in plain words, and written, by the editor's saves and by `npm run format`
// alike: the yaml library's own layout, lines up to 100 characters, over the file as it was. A save sets only the values
// that changed, so `git diff` shows the lines of what changed and every comment, key order and quoting stays as it was.
import { isCollection, isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml'

/** A page's fields, between two lines of "---" at the top of its file. */
export const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/

/** YAML's own words for a slip, with what a person most likely needs to do. */
const YAML_ADVICE =
  'the text is not laid out as YAML expects here. Check the indentation (spaces, lined up with the fields around it) and put a text that contains ": " or starts with a quote in quotes.'

/** `source` read as YAML, and its first slip, if any: where a person indented or broke a line, in plain words. */
export function readYaml(source: string): {
  document: Document
  counter: LineCounter
  slip?: { line: number; column: number; message: string }
} {
  const counter = new LineCounter()
  const document = parseDocument(source, { lineCounter: counter, prettyErrors: false })
  const [error] = document.errors
  if (!error) return { document, counter }
  // The first slip usually causes the rest: one message, where it starts. A field indented under the one above reads to
  // YAML as that value going on as a key: its error starts on the line above, and the slip is where that key ends.
  const continued = document.errors.find(({ code }) => code === 'MULTILINE_IMPLICIT_KEY')
  const { line } = counter.linePos(continued ? continued.pos[1] : error.pos[0])
  const column = (source.split('\n')[line - 1]?.search(/\S/) ?? 0) + 1
  const said = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')
  return { document, counter, slip: { line, column, message: `${YAML_ADVICE} (${said})` } }
}

const LAYOUT = { lineWidth: 100 } as const

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Makes the node at `path` hold `value`, changing only what differs; an undefined value is a field left out. */
function merge(document: Document, path: (string | number)[], value: unknown) {
  const node = path.length === 0 ? document.contents : document.getIn(path, true)
  if (isRecord(value) && isMap(node)) {
    for (const pair of [...node.items]) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key)
      if (value[key] === undefined) document.deleteIn([...path, key])
    }
    for (const [key, child] of Object.entries(value)) if (child !== undefined) merge(document, [...path, key], child)
  } else if (Array.isArray(value) && isSeq(node)) {
    node.items.splice(value.length)
    value.forEach((child, index) =>
      index < node.items.length ? merge(document, [...path, index], child) : node.add(document.createNode(child)),
    )
  } else if (JSON.stringify(isScalar(node) || isCollection(node) ? node.toJSON() : node) !== JSON.stringify(value)) {
    if (path.length === 0) document.contents = document.createNode(value)
    else document.setIn(path, value)
  }
}

/** `data` written over `source` (a file's YAML as it was; none for a new file). */
export function writeYaml(data: Record<string, unknown>, source = ''): string {
  const document: Document = parseDocument(source)
  if (!isMap(document.contents)) document.contents = document.createNode({})
  merge(document, [], data)
  return document.toString(LAYOUT)
}

/** `source` in the layout a save writes it in. */
export const laidOut = (source: string) => writeYaml(parseDocument(source).toJS() as Record<string, unknown>, source)
