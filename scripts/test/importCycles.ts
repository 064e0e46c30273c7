// `npm run check:cycles` (part of `npm test`): fails when modules of the project import each other in
// a circle, directly or through others, static or dynamic imports alike. A cycle means a test of one
// module loads the other's whole world, and an edit to either can break the other's initialisation.
import { readFileSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import ts from 'typescript'

const root = join(import.meta.dirname, '..', '..')
const folders = ['src', 'scripts', 'supabase', 'e2e']

/** Every cycle in `graph` (module → the modules it imports), each once, as the path around it. */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = []
  const done = new Set<string>()
  const onPath: string[] = []
  const visit = (module: string) => {
    const at = onPath.indexOf(module)
    if (at >= 0) return void cycles.push([...onPath.slice(at), module])
    if (done.has(module)) return
    onPath.push(module)
    for (const imported of graph.get(module) ?? []) visit(imported)
    onPath.pop()
    done.add(module)
  }
  for (const module of [...graph.keys()].sort()) visit(module)
  return cycles
}

/** The project's TypeScript modules and what each imports from the others, resolved as tsc resolves them. */
async function importGraph(): Promise<Map<string, string[]>> {
  const config = ts.parseJsonConfigFileContent(
    ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile).config,
    ts.sys,
    root,
  )
  const files: string[] = []
  for (const folder of folders) {
    const entries = await readdir(join(root, folder), { recursive: true })
    files.push(
      ...entries
        .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
        .map((file) => resolve(root, folder, file)),
    )
  }
  const project = new Set(files)
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
      const imports = importedFiles
        .map(
          ({ fileName }) =>
            ts.resolveModuleName(fileName, file, config.options, ts.sys).resolvedModule?.resolvedFileName,
        )
        .filter((imported): imported is string => imported !== undefined && project.has(imported))
      return [file, [...new Set(imports)]]
    }),
  )
}

if (import.meta.filename === process.argv[1]) {
  const graph = await importGraph()
  const cycles = findCycles(graph)
  if (cycles.length > 0) {
    console.error(
      `Import cycles:\n${cycles.map((cycle) => `  ${cycle.map((file) => relative(root, file)).join(' → ')}`).join('\n')}`,
    )
    process.exit(1)
  }
  console.log(`No import cycle among ${graph.size} modules.`)
}
