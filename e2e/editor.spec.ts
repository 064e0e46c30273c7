import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { parse } from 'yaml'
import { buildCopy, copyProject } from '../scripts/test/multipliedCollection'
import { serveSite } from '../scripts/servers/serve'
import { EDITOR_PATH } from '../src/paths'
import { BUILD_CHECK } from '../src/admin/EntryCheck'
import { PUBLISH_REFUSED } from '../src/admin/editorConfig'
import { caseStudySchema } from '../src/content/schemas'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/report/chromium'
import { content } from './support/content'
import { expect, test } from './support/fixtures'

// Each saves through the editor into a copy of the project: the limit only catches a hang on a busy machine.
test.describe.configure({ timeout: 3 * 60_000 })

/** The editor's form field under a label; `index` picks among fields of the same name (a title and meta's title). */
const field = (page: Page, label: string, index = 0): Locator => page.getByLabel(label, { exact: true }).nth(index)

/** Replaces what a field holds: after a refused publish, a fill's selection can be lost and its text appended. */
const retype = async (input: Locator, value: string) => {
  await input.clear()
  await input.fill(value)
}

/** The problems Decap shows on a field, listed beside its label. */
const errorsOn = (page: Page, label: string): Locator =>
  page.locator(`xpath=//label[normalize-space()="${label}"]/following-sibling::ul`)

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now', { exact: true }).click()
}

/**
 * Runs `use` with the editor open on a copy of the project, as `npm start` serves it: the built site with the editor's
 * API saving to the copy (doors.spec.ts attacks it). `at` opens an entry or list by its address after the `#`.
 */
async function onCopy(
  page: Page,
  use: (copy: { project: string; at: (route: string) => Promise<void> }) => Promise<void>,
) {
  const project = await mkdtemp(join(tmpdir(), 'site-editor-'))
  const site = await copyProject(project).then(() => serveSite(0, { editorRepo: project }))
  try {
    const editor = `http://localhost:${(site.address() as AddressInfo).port}${EDITOR_PATH}`
    await page.goto(editor)
    await page.getByRole('button', { name: 'Login' }).click()
    await use({ project, at: (route) => page.goto(`${editor}#/${route}`).then(() => undefined) })
  } finally {
    site.closeAllConnections()
    site.close()
    await rm(project, { recursive: true, force: true })
  }
}

/** The lines `after` has that `before` had not, and the lines `before` had that `after` has not, in order. */
function changedLines(before: string, after: string) {
  const [old, now] = [before.split('\n'), after.split('\n')]
  return { added: now.filter((line) => !old.includes(line)), removed: old.filter((line) => !now.includes(line)) }
}

test('the editor saves a case study to content/, refuses what the build would, and makes one that builds', async ({
  page,
  consoleProblems,
  cspViolations,
}) => {
  // It builds the copy too.
  test.setTimeout(10 * 60_000)
  await onCopy(page, async ({ project, at }) => {
    const study = content.caseStudies[0]!
    const file = join(project, 'content', 'case-studies', `${study.id}.yaml`)
    const before = await readFile(file, 'utf8')
    const { imageUrl: imagePath } = parse(before) as { imageUrl: string }
    // Read while the editing server may be writing it: an empty file reads as no fields yet.
    const saved = async () => (parse(await readFile(file, 'utf8')) ?? {}) as Record<string, unknown>
    await at(`collections/case-studies/entries/${study.id}`)

    // A new title is written to the case study's YAML file, and only the lines of what changed.
    await field(page, 'Title').fill('Twelve schools, one term')
    await publish(page)
    await expect.poll(async () => (await saved()).title).toBe('Twelve schools, one term')
    const after = await readFile(file, 'utf8')
    const { added, removed } = changedLines(before, after)
    expect(added).toEqual(['title: Twelve schools, one term'])
    expect(removed[0]).toMatch(/^title: /)
    expect(
      removed.slice(1).every((line) => /^\s/.test(line)),
      'the rest of the old title, folded',
    ).toBe(true)

    // A required field left empty, and a summary over the schema's limit, are refused before anything is saved.
    await field(page, 'Client').fill('')
    await publish(page)
    await expect(page.getByText(PUBLISH_REFUSED)).toBeVisible()
    await retype(field(page, 'Client'), 'District school network')
    const limit = caseStudySchema.shape.summary.maxLength!
    await field(page, 'Summary').fill('A'.repeat(limit + 1))
    await expect(page.getByText(`${limit + 1} of ${limit} characters`), 'counted as it is typed').toBeVisible()
    await publish(page)
    await expect(errorsOn(page, 'Summary')).toContainText(String(limit))
    expect(await readFile(file, 'utf8'), 'nothing saved').toBe(after)

    // A case study made from nothing in the editor builds into a page. Leaving the refused edits asks first.
    page.once('dialog', (dialog) => dialog.accept())
    await at('collections/case-studies')
    await page
      .getByRole('main')
      .getByRole('link', { name: /Case studies/ })
      .click()
    await expect(field(page, 'Title')).toHaveValue('')
    const id = 'editor-made-study'
    await field(page, 'Id').fill(id)
    await field(page, 'Title').fill('A study made in the editor')
    await field(page, 'Client').fill('State skilling mission')
    await field(page, 'Category').click()
    await page.getByRole('option').first().click()
    // The picture of an existing study, by its path, as the editor's "from URL" asks for it.
    page.once('dialog', (dialog) => dialog.accept(imagePath))
    await page.getByRole('button', { name: 'Insert from URL' }).click()
    await field(page, 'Summary').fill('Trainers saw 30% more learners finish.')
    await field(page, 'Figure').fill('30%')
    await field(page, 'Label').fill('more learners finished')
    await field(page, 'Challenge').fill('Learners dropped out.')
    await field(page, 'Solution').fill('An assistant answered their questions.')
    // Each item is called what it is: a result, a technology.
    const listItems: [string, string][] = [
      ['Result', '30% more learners finished'],
      ['Technology', 'Language models'],
    ]
    for (const [item, text] of listItems) {
      await page.getByRole('button', { name: `Add ${item.toLowerCase()}` }).click()
      await field(page, item, -1).fill(text)
    }
    await field(page, 'Title', 1).fill('A study made in the editor')
    await field(page, 'Description').fill('How trainers kept more learners.')
    await expect(field(page, 'Id')).toHaveValue(id)
    await publish(page)
    const made = join(project, 'content', 'case-studies', `${id}.yaml`)
    await expect.poll(() => readFile(made, 'utf8').catch(() => '')).toContain(`id: ${id}`)

    await buildCopy(project)
    const built = await readFile(join(project, 'dist', 'case-studies', `${id}.html`), 'utf8')
    expect(built).toContain('A study made in the editor')
  })
  expect(cspViolations).toEqual([])
  // Decap rejects a refused save with no reason, which the page reports as an error named "undefined".
  expect(consoleProblems.filter((problem) => problem.type === 'pageerror' && problem.text !== 'undefined')).toEqual([])
})

test('a rule only the build knows is named before publishing, and stays until it is fixed', async ({ page }) => {
  await onCopy(page, async ({ project, at }) => {
    const study = content.caseStudies[0]!
    const file = join(project, 'content', 'case-studies', `${study.id}.yaml`)
    const before = await readFile(file, 'utf8')
    const { headline } = parse(before) as { headline: { figure: string; label: string } }
    await at(`collections/case-studies/entries/${study.id}`)
    const check = page.getByLabel(BUILD_CHECK)
    await expect(check).toContainText('Nothing here stops the build')

    // A headline figure that no result has: no field's own rule sees it, the build does.
    await field(page, 'Figure').fill('1234%')
    await expect(check).toContainText('`headline.figure`: Must be one of the figures in results')
    await publish(page)
    await expect(page.getByText('The build would refuse this entry as it is.')).toBeVisible()
    // On the field itself, too, and kept there through other edits.
    await expect(errorsOn(page, 'Figure')).toContainText('Must be one of the figures in results')
    await retype(field(page, 'Label'), `${headline.label}.`)
    await retype(field(page, 'Label'), headline.label)
    await expect(check, 'still there after other edits').toContainText('Must be one of the figures in results')
    await expect(errorsOn(page, 'Figure')).toContainText('Must be one of the figures in results')
    expect(await readFile(file, 'utf8'), 'nothing saved').toBe(before)

    await retype(field(page, 'Figure'), headline.figure)
    await expect(check).toContainText('Nothing here stops the build')
    await expect(page.getByText('The build would refuse this entry as it is.')).toBeHidden()
    await expect(errorsOn(page, 'Figure')).toBeHidden()
  })
})

test('a case study naming a picture that is not there cannot be published, and its field says why', async ({
  page,
}) => {
  await onCopy(page, async ({ project, at }) => {
    const study = content.caseStudies[0]!
    const file = join(project, 'content', 'case-studies', `${study.id}.yaml`)
    const { imageUrl } = parse(await readFile(file, 'utf8')) as { imageUrl: string }
    const missing = imageUrl.replace(/[^/]+$/, 'not-uploaded.jpg')
    const broken = (await readFile(file, 'utf8')).replace(imageUrl, missing)
    await writeFile(file, broken)
    await at(`collections/case-studies/entries/${study.id}`)
    await retype(field(page, 'Title'), 'Twelve schools, one term')
    await publish(page)
    await expect(errorsOn(page, 'Image url')).toContainText(`there is no image at content/${missing}`)
    expect(await readFile(file, 'utf8'), 'nothing saved').toBe(broken)

    // A picture that is there is accepted, and the entry saves.
    page.once('dialog', (dialog) => dialog.accept(imageUrl))
    await page.getByRole('button', { name: 'Replace with URL' }).click()
    await expect(errorsOn(page, 'Image url')).toBeHidden()
    await publish(page)
    await expect
      .poll(async () => (parse(await readFile(file, 'utf8')) as { title: string }).title)
      .toBe('Twelve schools, one term')
  })
})

test('a file that cannot be read opens with its problem and its line, and no publish writes over it', async ({
  page,
}) => {
  await onCopy(page, async ({ project, at }) => {
    const study = content.caseStudies[0]!
    const file = join(project, 'content', 'case-studies', `${study.id}.yaml`)
    // A list left open on a new last line, as a slip in a text editor leaves it.
    const broken = `${await readFile(file, 'utf8')}technologies: [unclosed\n`
    await writeFile(file, broken)
    const line = broken.split('\n').length - 1
    // Listed by its problem, not as a blank row (read anew: the list was read at sign-in).
    await at('collections/case-studies')
    await page.reload()
    await expect(page.getByRole('main').getByText(/^The file cannot be read/)).toBeVisible()
    await at(`collections/case-studies/entries/${study.id}`)
    await expect(page.getByLabel(BUILD_CHECK)).toContainText(`The file cannot be read`)
    await expect(page.getByLabel(BUILD_CHECK)).toContainText(`line ${line}`)
    // What the form shows of it is nothing: publishing that would write an empty file over it.
    await field(page, 'Title').fill('Anything')
    await publish(page)
    await expect(page.getByText('The build would refuse this entry as it is.')).toBeVisible()
    expect(await readFile(file, 'utf8')).toBe(broken)
  })
})

test('a category added in the editor is offered to a case study at once, and is the one line the save adds', async ({
  page,
}) => {
  await onCopy(page, async ({ project, at }) => {
    const file = join(project, 'content', 'pages.yaml')
    const before = await readFile(file, 'utf8')
    await at('collections/settings/entries/pages')
    await page.getByRole('button', { name: 'Add category' }).click()
    await field(page, 'Category', -1).fill('Early literacy')
    await publish(page)
    await expect
      .poll(async () => changedLines(before, await readFile(file, 'utf8')))
      .toEqual({
        added: ['    - Early literacy'],
        removed: [],
      })
    // Left before the editor has taken in its own save, the page would ask first, and the visit would not happen.
    await expect(page.getByText('Changes saved')).toBeVisible()

    // Without a restart: the form of any case study offers it.
    await at(`collections/case-studies/entries/${content.caseStudies[0]!.id}`)
    await field(page, 'Category').click()
    await expect(page.getByRole('option', { name: 'Early literacy' })).toBeVisible()
  })
})

test("editing one field of site.yaml changes that field's lines alone", async ({ page }) => {
  await onCopy(page, async ({ project, at }) => {
    const file = join(project, 'content', 'site.yaml')
    const before = await readFile(file, 'utf8')
    await at('collections/settings/entries/site')
    await field(page, 'Tagline').fill('Pilots a school can measure.')
    await publish(page)
    await expect
      .poll(async () => changedLines(before, await readFile(file, 'utf8')).added)
      .toEqual(['tagline: Pilots a school can measure.'])
    const { removed } = changedLines(before, await readFile(file, 'utf8'))
    expect(removed[0]).toMatch(/^tagline: /)
    expect(removed.slice(1).every((line) => /^\s/.test(line))).toBe(true)
  })
})

test('the editor loads from the built site under its own policy, asking nothing of another site until sign-in', async ({
  playwright,
  baseURL,
}) => {
  // Under a name of its own, as on the live site (on localhost the editor first looks for the local editing server),
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
    const elsewhere: string[] = []
    const problems: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== site) elsewhere.push(request.url())
    })
    page.on('console', (message) => {
      if (message.type() === 'error' || /Content.Security.Policy/i.test(message.text())) problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    const response = await page.goto(`${site}${EDITOR_PATH}`)
    expect(response?.headers()['x-robots-tag']).toBe('noindex')
    await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible()
    expect(elsewhere).toEqual([])
    expect(problems).toEqual([])
    expect(await (await fetch(new URL('/sitemap.xml', baseURL))).text()).not.toContain(EDITOR_PATH)
  } finally {
    await browser.close()
  }
})
