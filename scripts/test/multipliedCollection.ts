import { execFile } from 'node:child_process'
import { cp, readdir, readFile, symlink, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'

/** What a copy of the project needs to build (`supabase/functions/_shared` holds the enquiry's schema) and start. */
const PROJECT_FILES = [
  'src',
  'content',
  'scripts',
  'supabase/functions',
  'supabase/migrations',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
]

/** Copies what the project needs to build into `project`, sharing its installed packages. A list, not git's view of
 * the project as the go-live rehearsal copies it: the rehearsal runs these tests in its own copy, which has no git. */
export async function copyProject(project: string): Promise<void> {
  for (const entry of PROJECT_FILES) await cp(entry, join(project, entry), { recursive: true })
  await symlink(resolve('node_modules'), join(project, 'node_modules'), 'dir')
}

/** Copies the project into `project` with each case study `copies` times: copy n has id `<id>-n`, title "… (n)". */
export async function copyWithMultipliedCaseStudies(project: string, copies: number): Promise<void> {
  await copyProject(project)
  const folder = join(project, 'content', 'case-studies')
  for (const file of await readdir(folder)) {
    const source = await readFile(join(folder, file), 'utf8')
    const id = file.replace(/\.yaml$/, '')
    for (let copy = 2; copy <= copies; copy++) {
      const copyId = `${id}-${copy}`
      await writeFile(
        join(folder, `${copyId}.yaml`),
        source.replace(`id: ${id}\n`, `id: ${copyId}\n`).replace(/^(\s*title: )(.*)$/m, `$1$2 (${copy})`),
      )
    }
  }
}

/** Builds a copy as `npm run build` does: the test runner's own NODE_ENV would give React's development build. */
export async function buildCopy(project: string): Promise<void> {
  await promisify(execFile)('npm', ['run', 'build'], {
    cwd: project,
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 64 * 1024 * 1024,
  })
}
