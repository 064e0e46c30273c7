// `npm run test:golive`: on a copy of the project, fills in content/ as the company would (details, video ids,
// reworded copy, a seventh case study, one more question, client logos and the team), then runs the launch check for
// production, the build and the end-to-end tests of the built site, unchanged. What the company writes reaches
// visitors through the build, so typecheck, lint, unit and database tests run once, in `npm test`; so do the tests of
// the tools around the site (the editor, `npm start`, the form with its backend stopped), the same whatever the
// content. Leaving them out takes 29% off the rehearsal's end-to-end tests (342 of 1,169 test-seconds).
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { parseEnv } from 'node:util'
import { parse, parseDocument, type Document } from 'yaml'
import { laidOut } from '../../src/content/yamlLayout.ts'
import { PLACEHOLDER_VIDEO_ID } from '../../src/content/placeholders.ts'

const FIXTURES = join(import.meta.dirname, 'fixtures')
const SEVENTH_CASE_STUDY = 'attendance-early-warning.yaml'

async function editYaml(contentDir: string, file: string, edit: (doc: Document) => void) {
  const source = await readFile(join(contentDir, file), 'utf8')
  const doc = parseDocument(source)
  edit(doc)
  // As the company keeps them: in the layout the editor writes and `npm run lint` checks.
  const edited = laidOut(doc.toString())
  if (edited !== source) await writeFile(join(contentDir, file), edited)
}

/** An 11-character id in YouTube's alphabet, different for each file. */
const realVideoId = (file: string) =>
  `${basename(file, '.yaml')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 7)}Vq4Z`.padEnd(11, 'x')

/** Writes each value of `values` at its path in `doc`, leaving the rest of the document as it is. */
function setValues(doc: Document, values: object, path: string[] = []) {
  for (const [key, value] of Object.entries(values)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) setValues(doc, value, [...path, key])
    else doc.setIn([...path, key], value)
  }
}

async function fillInCompanyDetails(contentDir: string) {
  await cp(join(FIXTURES, 'images'), join(contentDir, 'images'), { recursive: true })
  const details = parse(await readFile(join(FIXTURES, 'company-details.yaml'), 'utf8')) as Record<string, object>
  for (const [file, values] of Object.entries(details))
    await editYaml(contentDir, file, (doc) => setValues(doc, values))

  const yamlFiles = (await readdir(contentDir, { recursive: true })).filter((file) => file.endsWith('.yaml'))
  for (const file of yamlFiles) {
    await editYaml(contentDir, file, (doc) => {
      const id = doc.getIn(['video', 'videoId'])
      if (typeof id === 'string' && PLACEHOLDER_VIDEO_ID.test(id)) doc.setIn(['video', 'videoId'], realVideoId(file))
    })
  }

  const [firstStudy] = (await readdir(join(contentDir, 'case-studies'))).sort()
  await editYaml(contentDir, `case-studies/${firstStudy}`, (doc) => {
    doc.set(
      'summary',
      `${String(doc.get('summary')).trimEnd()} The pilot ran for a full school year before it was extended.`,
    )
  })

  await cp(join(FIXTURES, SEVENTH_CASE_STUDY), join(contentDir, 'case-studies', SEVENTH_CASE_STUDY))
  const questions = join(contentDir, 'articles', 'questions.md')
  await writeFile(
    questions,
    `${await readFile(questions, 'utf8')}\n## Do you run pilots outside India?\n\nNot yet. We answer every enquiry, and we can suggest partners nearer to you.\n`,
  )
}

/** Copies the project's own files (tracked or new, nothing ignored) to `folder`, with a link to its packages. */
async function copyProject(folder: string) {
  const list = ['ls-files', '--cached', '--others', '--exclude-standard', '--exclude=node_modules', '-z']
  // A file deleted but still in git's index is no longer part of the project.
  const files = execFileSync('git', list, { encoding: 'utf8' }).split('\0').filter(existsSync)
  for (const file of files) await cp(file, join(folder, file), { recursive: true, force: true })
  await symlink(resolve('node_modules'), join(folder, 'node_modules'), 'dir')
}

function runIn(folder: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n▶ npm ${args.join(' ')} (in the rehearsal copy)`)
  const result = spawnSync('npm', args, { cwd: folder, stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0)
    throw new Error(`npm ${args.join(' ')} failed in the go-live rehearsal (${folder} is kept for a look).`)
}

const folder = await mkdtemp(join(tmpdir(), 'golive-'))
await copyProject(folder)
await fillInCompanyDetails(join(folder, 'content'))
console.log(`Go-live rehearsal in ${folder}: content filled in, copy reworded, a seventh case study added.`)
runIn(folder, ['run', 'check:launch'], parseEnv(await readFile(join(FIXTURES, 'production.env'), 'utf8')))
runIn(folder, ['run', 'build'])
runIn(folder, ['run', 'test:e2e', '--', '--project=build-output', '--project=site'])
await rm(folder, { recursive: true, force: true })
console.log('\nGo-live rehearsal passed: the launch check, build and end-to-end tests accept the company’s content.')
