import { execFile, execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, readdir, readFile, symlink, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'

/** Copies the project, as git sees it (a deleted file is gone, a new one is in), into `folder`, sharing its installed
 * packages: what the go-live rehearsal and the tests that build a second site work on. */
export async function copyProject(folder: string): Promise<void> {
  const list = ['ls-files', '--cached', '--others', '--exclude-standard', '--exclude=node_modules', '-z']
  const files = execFileSync('git', list, { encoding: 'utf8' }).split('\0').filter(existsSync)
  for (const file of files) await cp(file, join(folder, file), { recursive: true, force: true })
  await symlink(resolve('node_modules'), join(folder, 'node_modules'), 'dir')
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
