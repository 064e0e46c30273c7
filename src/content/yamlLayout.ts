// How content's YAML is written, by the editor's saves and by `npm run format` alike: the yaml library's own layout,
// lines up to 100 characters, over the file as it was. A save sets only the values that changed, so `git diff` shows
// the lines of what changed and every comment, key order and quoting stays as the file had it.
import { isCollection, isMap, isScalar, isSeq, parseDocument, type Document } from 'yaml'

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
