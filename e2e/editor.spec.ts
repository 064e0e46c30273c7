import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { parse, stringify } from 'yaml'
import { checkContent } from '../scripts/builder/content/check'
import { laidOutContent } from '../scripts/builder/content/format'
import { caseStudyPath, EDITOR_PATH } from '../src/paths'
import { BUILD_CHECK } from '../src/admin/editorNames'
import { caseStudySchema } from '../src/content/schemas'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/report/chromium'
import { content } from './support/content'
import { changedLines, field, fillIn, folderFile, named, openEditor, save } from './support/editor'
import { expect, test } from './support/fixtures'
import { startProject } from './support/npmStart'

// Each drives the whole editor over a folder of the project's content: the limit only catches a hang on a busy machine.
test.describe.configure({ timeout: 3 * 60_000 })

const study = content.caseStudies[0]!
const studyFile = `content/case-studies/${study.id}.yaml`
const projectText = (path: string) => readFile(path, 'utf8')

/**
 * Waits for the editor to write `path` with `expected` in it and then close the entry, as it does after a save, and
 * returns the file. Opening another page before it closes would be undone: it closes by going back in the history.
 */
async function written(page: Page, path: string, expected: string) {
  await expect.poll(async () => (await folderFile(page, path)) ?? '').toContain(expected)
  await expect(page.getByRole('group', { name: 'Content Editor' })).toBeHidden()
  return (await folderFile(page, path))!
}

/** Whether the build would take `files` (content/'s path → text) as they stand, in the layout `npm run lint` checks. */
async function buildWouldTake(files: Record<string, string>) {
  const project = await mkdtemp(join(tmpdir(), 'editor-written-'))
  try {
    await cp('content', join(project, 'content'), { recursive: true })
    for (const [path, text] of Object.entries(files)) await writeFile(join(project, path), text)
    const laidOut = Object.entries(files).filter(
      ([path, text]) => laidOutContent(path.replace(/^content\//, ''), text) !== text,
    )
    const { problems, warnings } = checkContent(join(project, 'content'))
    return { problems, warnings, notLaidOut: laidOut.map(([path]) => path) }
  } finally {
    await rm(project, { recursive: true, force: true })
  }
}

test("a new case study, solution and policy made in the editor pass the build's check and the layout lint", async ({
  page,
  consoleProblems,
  cspViolations,
}) => {
  const at = await openEditor(page)

  // A case study from nothing.
  await at('collections/case-studies/new')
  const id = 'editor-made-study'
  await fillIn(page, 'Page address', id)
  await fillIn(page, 'Title', 'A study made in the editor')
  await fillIn(page, 'Client', 'State skilling mission')
  await field(page, 'Category').click()
  await page.getByRole('option').first().click()
  await page.getByRole('button', { name: 'Choose a picture' }).click()
  await page.getByRole('listbox', { name: 'Available Images' }).getByRole('option').first().click()
  await page.getByRole('button', { name: 'Insert' }).click()
  await fillIn(page, 'Summary', 'Trainers saw 30% more learners finish.')
  await fillIn(page, 'Figure', '30%')
  await fillIn(page, 'Label', 'more learners finished')
  await fillIn(page, 'Challenge', 'Learners dropped out.')
  await fillIn(page, 'Solution', 'An assistant answered their questions.')
  for (const [item, text] of [
    ['Result', '30% more learners finished'],
    ['Technology', 'Language models'],
  ] as const) {
    await page.getByRole('button', { name: named(`Add ${item}`) }).click()
    await field(page, item, -1).fill(text)
  }
  await fillIn(page, 'Title', 'A study made in the editor', 1)
  await fillIn(page, 'Description', 'How trainers kept more learners.')
  await save(page)
  const newStudy = `content/case-studies/${id}.yaml`
  const studyText = await written(page, newStudy, `id: ${id}`)

  // A solution made from one that is there (the editor's Duplicate), under a name of its own.
  const solution = content.solutions[0]!
  await at(`collections/solutions/entries/${solution.slug}`)
  await page.getByRole('button', { name: 'Show Editor Options' }).click()
  await page.getByRole('menuitem', { name: /Duplicate/ }).click()
  await fillIn(page, 'Page address', 'editor-made-solution')
  await fillIn(page, 'Name', 'A solution made in the editor')
  await save(page)
  const newSolution = 'content/solutions/editor-made-solution.yaml'
  const solutionText = await written(page, newSolution, 'slug: editor-made-solution')

  // A policy from nothing, its text in Markdown.
  await at('collections/articles/new')
  await fillIn(page, 'Title', 'Accessibility | {{company}}')
  await fillIn(page, 'Description', 'How we keep the site usable by everyone.')
  await fillIn(page, 'Heading', 'Accessibility')
  await fillIn(page, 'Intro', 'What we do so that everyone can use the site.')
  await fillIn(page, 'Last updated', '2026-11-28')
  await fillIn(page, 'Text', '## What we do\n\nWe test every page with a keyboard and a screen reader.\n')
  await save(page)
  const newArticle = 'content/articles/accessibility.md'
  const articleText = await written(page, newArticle, 'heading: Accessibility')

  const { problems, notLaidOut } = await buildWouldTake({
    [newStudy]: studyText,
    [newSolution]: solutionText,
    [newArticle]: articleText,
  })
  expect({ problems, notLaidOut }).toEqual({ problems: [], notLaidOut: [] })
  expect(cspViolations.filter((violation) => !/fontsource|githubstatus/.test(violation))).toEqual([])
  expect(consoleProblems.filter((problem) => problem.type === 'pageerror')).toEqual([])
})

test('one field saved is one field changed in its file: a case study, site.yaml and pages.yaml', async ({ page }) => {
  const at = await openEditor(page)
  for (const [file, route, label, value] of [
    [studyFile, `collections/case-studies/entries/${study.id}`, 'Title', 'Twelve schools, one term'],
    ['content/site.yaml', 'collections/settings/entries/site', 'Tagline', 'Pilots a school can measure.'],
    ['content/pages.yaml', 'collections/settings/entries/pages', 'Filter label', 'Show studies in'],
  ] as const) {
    const before = await projectText(file)
    await at(route)
    await field(page, label).fill(value)
    // The page a file makes is drawn beside it; settings that show on many pages have no pane of their bare labels.
    await expect(page.locator('iframe'), file).toHaveCount(file === studyFile ? 1 : 0)
    await save(page)
    const after = await written(page, file, value)
    const { added, removed } = changedLines(before, after)
    expect(added, file).toEqual([expect.stringMatching(new RegExp(`^\\s*\\w+: ${value}$`))])
    // The old value, and the lines it was folded onto.
    expect(
      removed.slice(1).every((line) => /^\s/.test(line)),
      file,
    ).toBe(true)
  }
})

test("a rule only the build knows, and a text over its length, stop the save with the build's words on the field", async ({
  page,
}) => {
  const at = await openEditor(page)
  await at(`collections/case-studies/entries/${study.id}`)
  const check = page.getByLabel(BUILD_CHECK)
  await expect(check).toContainText('Nothing here stops the build')

  // A headline figure that no result has: no field's own rule sees it, the build does.
  await field(page, 'Figure').fill('1234%')
  await expect(check).toContainText('`headline.figure`: Must be one of the figures in results')
  const limit = caseStudySchema.shape.summary.maxLength!
  await field(page, 'Summary').fill('A'.repeat(limit + 1))
  await expect(page.getByText(`${limit + 1} of ${limit} characters`), 'counted as it is typed').toBeVisible()
  await save(page)
  const figure = page.getByRole('group', { name: /Figure/ })
  await expect(figure.getByRole('alert')).toContainText('Must be one of the figures in results')
  await expect(page.getByRole('group', { name: /Summary/ }).getByRole('alert')).toContainText(
    `over the ${limit} allowed`,
  )
  expect(await folderFile(page, studyFile), 'nothing saved').toBe(await projectText(studyFile))

  await field(page, 'Figure').fill(study.headline.figure)
  await field(page, 'Summary').fill(study.summary)
  await expect(check).toContainText('Nothing here stops the build')
  await expect(figure.getByRole('alert')).toBeHidden()
})

test("a page's search title is counted under its field as check:content counts it, the company's name filled in", async ({
  page,
}) => {
  const at = await openEditor(page)
  await at('collections/settings/entries/pages')
  const title = 'Results from every pilot we have run with schools | {{company}}'
  const searchResult = page.getByRole('group', { name: /Search result/ }).first()
  await searchResult.getByLabel('Title', { exact: true }).fill(title)
  const pages = parse(await projectText('content/pages.yaml')) as { caseStudies: { meta: { title: string } } }
  pages.caseStudies.meta.title = title
  const { warnings } = await buildWouldTake({ 'content/pages.yaml': stringify(pages) })
  // Other files of a company's content may warn too.
  const warning = warnings.find(
    ({ file, message }) => file === 'pages.yaml' && message.includes('caseStudies.meta.title'),
  )
  const [, length, limit] = /is (\d+) characters; search results show about (\d+)/.exec(warning?.message ?? '') ?? []
  expect(length, 'check:content warns of it').toBeDefined()
  await expect(searchResult.getByText(`${length} of ${limit} characters, the company's name filled in`)).toBeVisible()
})

test('a case study naming a picture that is not there cannot be saved, and its field says why', async ({ page }) => {
  const before = await projectText(studyFile)
  const { imageUrl } = parse(before) as { imageUrl: string }
  const missing = imageUrl.replace(/[^/]+$/, 'not-uploaded.jpg')
  const at = await openEditor(page, { changed: { [studyFile]: before.replace(imageUrl, missing) } })
  await at(`collections/case-studies/entries/${study.id}`)
  await field(page, 'Title').fill('Twelve schools, one term')
  await save(page)
  const picture = page.getByRole('group', { name: /Picture/ })
  await expect(picture.getByRole('alert')).toContainText(`there is no image at content/${missing}`)
  expect(await folderFile(page, studyFile), 'nothing saved').toBe(before.replace(imageUrl, missing))

  // A picture that is there is accepted, and the entry saves.
  await picture.getByRole('button', { name: 'Choose another picture' }).click()
  await page
    .getByRole('dialog')
    .getByRole('option', { name: imageUrl.split('/').at(-1) })
    .click()
  await page.getByRole('button', { name: 'Insert' }).click()
  await expect(picture.getByRole('alert')).toBeHidden()
  await save(page)
  expect(await written(page, studyFile, 'title: Twelve schools, one term')).toContain(`imageUrl: ${imageUrl}`)
})

test('a file that cannot be read opens with its problem and its line, and nothing to save over it', async ({
  page,
}) => {
  // A list left open on a new last line, as a slip in a text editor leaves it.
  const broken = `${await projectText(studyFile)}technologies: [unclosed\n`
  const line = broken.split('\n').length - 1
  const at = await openEditor(page, { changed: { [studyFile]: broken } })
  await at(`collections/case-studies/entries/${study.id}`)
  const check = page.getByLabel(BUILD_CHECK)
  await expect(check).toContainText('The file cannot be read')
  await expect(check).toContainText(`line ${line}`)
  // Its form shows nothing of it, and takes nothing that a save would write over it.
  await expect(field(page, 'Title')).toHaveValue('')
  await expect(field(page, 'Title')).not.toBeEditable()
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled()
  expect(await folderFile(page, studyFile)).toBe(broken)
})

test('an entry whose checks cannot be fetched says so on its fields, and is not saved unchecked', async ({ page }) => {
  const at = await openEditor(page)
  // The connection lost after the list of entries: the chunk with the checks, fetched with the first entry, never comes.
  await page.route(/\/extensions-[\w-]+\.js$/, (route) => route.abort())
  await at(`collections/case-studies/entries/${study.id}`)
  const title = page.getByRole('group', { name: /Title/ }).first()
  await expect(title.getByRole('alert')).toContainText('could not be loaded')
  await field(page, 'Category').click()
  await page.getByRole('option').filter({ hasNotText: study.category }).first().click()
  await save(page)
  // Sveltia says it on the field too, as it does a field's own problem, and writes nothing.
  await expect(title.getByText(/could not be loaded/)).toHaveCount(2)
  expect(await folderFile(page, studyFile)).toBe(await projectText(studyFile))
})

test('a category added in the editor is offered to a case study at once, and is the one line the save adds', async ({
  page,
}) => {
  const file = 'content/pages.yaml'
  const before = await projectText(file)
  const at = await openEditor(page)
  await at('collections/settings/entries/pages')
  await page.getByRole('button', { name: named('Add Category') }).click()
  // The new one, once it is there (the list draws its items as they come into view).
  await expect(field(page, 'Category', -1)).toHaveValue('')
  await field(page, 'Category', -1).fill('Early literacy')
  await save(page)
  expect(changedLines(before, await written(page, file, 'Early literacy'))).toEqual({
    added: ['    - Early literacy'],
    removed: [],
  })

  // Without reopening the editor: the form of any case study offers it.
  await at(`collections/case-studies/entries/${study.id}`)
  await field(page, 'Category').click()
  await expect(page.getByRole('option', { name: 'Early literacy' })).toBeVisible()
})

test("a YouTube video's link pasted is saved as the video's id, and the field says so", async ({ page }) => {
  const at = await openEditor(page)
  const solution = content.solutions[0]!
  const file = `content/solutions/${solution.slug}.yaml`
  await at(`collections/solutions/entries/${solution.slug}`)
  const id = 'M7lc1UVf-VE'
  await field(page, 'YouTube video').fill(`https://www.youtube.com/watch?v=${id}&t=42s`)
  await expect(page.getByText(`Saved as the video's id, ${id}`)).toBeVisible()
  await expect(field(page, 'YouTube video')).toHaveValue(id)
  await save(page)
  expect(changedLines(await projectText(file), await written(page, file, id)).added).toEqual([`  videoId: ${id}`])
})

test('a change saved in the editor is on the page npm start serves, without a restart', async ({ page }) => {
  // npm start, then a build of the whole site.
  test.setTimeout(8 * 60_000)
  const project = await mkdtemp(join(tmpdir(), 'editor-rebuild-'))
  const started = await startProject(project)
  try {
    const site = `http://localhost:${started.sitePort}`
    const at = await openEditor(page, { site })
    await at(`collections/case-studies/entries/${study.id}`)
    await field(page, 'Title').fill('Twelve schools, one term')
    await save(page)
    // What the browser writes into the folder it opened: here, the project's.
    await writeFile(join(project, studyFile), await written(page, studyFile, 'Twelve schools, one term'))
    await expect
      .poll(async () => (await fetch(`${site}${caseStudyPath(study.id)}`)).text(), { timeout: 6 * 60_000 })
      .toContain('Twelve schools, one term')
    expect(started.output()).toContain('its new pages are served')
  } finally {
    await started.stop()
    await rm(project, { recursive: true, force: true })
  }
})

test("the editor's first screen loads at most 800 KB of JavaScript; what an entry's preview adds is noted", async ({
  page,
}, testInfo) => {
  const scripts = new Map<string, number>()
  const reading: Promise<void>[] = []
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return
    reading.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => void scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length)),
    )
  })
  const kilobytes = async () => {
    await Promise.all(reading)
    return Math.round([...scripts.values()].reduce((sum, bytes) => sum + bytes, 0) / 1000)
  }
  const at = await openEditor(page)
  const firstScreen = await kilobytes()
  testInfo.annotations.push({ type: 'first screen, KB gzip', description: String(firstScreen) })
  expect(firstScreen, [...scripts].join('\n')).toBeLessThanOrEqual(800)
  // The build's checks and the previews' React and pages come with the first entry opened.
  await at(`collections/case-studies/entries/${study.id}`)
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible()
  testInfo.annotations.push({ type: 'with an entry and its preview, KB gzip', description: String(await kilobytes()) })
})

test('the editor loads from the built site under its own policy, asking nothing of another site until sign-in', async ({
  playwright,
  baseURL,
}) => {
  // Under a name of its own, as on the live site (on localhost the editor offers the folder on this computer first),
  // and trusted as the live site's HTTPS would be.
  const site = `http://editor.test:${new URL(baseURL!).port}`
  const browser = await playwright.chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_FLAGS,
      '--host-resolver-rules=MAP editor.test 127.0.0.1',
      `--unsafely-treat-insecure-origin-as-secure=${site}`,
    ],
  })
  try {
    const page = await browser.newPage()
    const reached: string[] = []
    const problems: string[] = []
    // A request the policy refuses never leaves the browser.
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).origin !== site) reached.push(request.url())
    })
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    const response = await page.goto(`${site}${EDITOR_PATH}`)
    expect(response?.headers()['x-robots-tag']).toBe('noindex')
    await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible()
    expect(reached).toEqual([])
    // Sveltia's stylesheet names its fonts on a CDN as well as the copies it ships (sveltia/sveltia-cms#909), and it
    // asks GitHub's status page how GitHub is: the policy refuses both, and nothing else goes wrong.
    expect(problems.filter((problem) => !/cdn\.jsdelivr\.net\/fontsource|githubstatus\.com/.test(problem))).toEqual([])
    expect(await (await fetch(new URL('/sitemap.xml', baseURL))).text()).not.toContain(EDITOR_PATH)
  } finally {
    await browser.close()
  }
})
