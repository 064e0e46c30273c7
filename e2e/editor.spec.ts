import { mkdtemp, readFile, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { parse } from 'yaml'
import { buildCopy, copyProject } from '../scripts/test/multipliedCollection'
import { serveSite } from '../scripts/servers/serve'
import { EDITOR_PATH } from '../src/paths'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/report/chromium'
import { content } from './support/content'
import { expect, test } from './support/fixtures'

// Saves through the editor into a copy of the project, then builds that copy: the limit only catches a hang.
test.describe.configure({ timeout: 10 * 60_000 })

/** The editor's form field under a label; `index` picks among fields of the same name (a title and meta's title). */
const field = (page: Page, label: string, index = 0): Locator => page.getByLabel(label, { exact: true }).nth(index)

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now', { exact: true }).click()
}

test('the editor saves a case study to content/, refuses what the build would, and makes one that builds', async ({
  page,
  consoleProblems,
  cspViolations,
}) => {
  const project = await mkdtemp(join(tmpdir(), 'site-editor-'))
  // The built site with the editor's API saving to the copy, as `npm start` serves it (doors.spec.ts attacks it).
  const site = await copyProject(project).then(() => serveSite(0, { editorRepo: project }))
  try {
    const study = content.caseStudies[0]!
    const imagePath = (
      parse(await readFile(join(project, 'content', 'case-studies', `${study.id}.yaml`), 'utf8')) as {
        imageUrl: string
      }
    ).imageUrl
    const file = join(project, 'content', 'case-studies', `${study.id}.yaml`)
    // Read while the editing server may be writing it: an empty file reads as no fields yet.
    const saved = async () => (parse(await readFile(file, 'utf8')) ?? {}) as Record<string, unknown>

    // On localhost, as `npm start` serves it, the editor works with the API on its own origin.
    const editor = `http://localhost:${(site.address() as AddressInfo).port}${EDITOR_PATH}`
    await page.goto(editor)
    await page.getByRole('button', { name: 'Login' }).click()
    await page.goto(`${editor}#/collections/case-studies/entries/${study.id}`)

    // A required field left empty, and a summary over the schema's limit, are refused before anything is saved.
    const before = await readFile(file, 'utf8')
    await field(page, 'Client').fill('')
    await publish(page)
    await expect(page.getByText(/missed a required field/i)).toBeVisible()
    await field(page, 'Client').fill('District school network')
    const limit = 200
    await field(page, 'Summary').fill('A'.repeat(limit + 1))
    await publish(page)
    await expect(page.getByText(`At most ${limit} characters`)).toBeVisible()
    expect(await readFile(file, 'utf8'), 'nothing saved yet').toBe(before)

    // A new title is written to the case study's YAML file.
    await field(page, 'Summary').fill('A pilot across twelve schools.')
    await field(page, 'Title').fill('Twelve schools, one term')
    await publish(page)
    await expect.poll(async () => (await saved()).title).toBe('Twelve schools, one term')
    expect((await saved()).client).toBe('District school network')

    // A case study made from nothing in the editor builds into a page.
    await page.goto(`${editor}#/collections/case-studies/new`)
    // The empty form has replaced the study just saved.
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
    const listItems: [string, string][] = [
      ['results', '30% more learners finished'],
      ['technologies', 'Language models'],
    ]
    for (const [list, item] of listItems) {
      await page.getByRole('button', { name: `Add ${list}` }).click()
      await field(page, 'Item', -1).fill(item)
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
  } finally {
    site.closeAllConnections()
    site.close()
    await rm(project, { recursive: true, force: true })
  }
  expect(cspViolations).toEqual([])
  // Decap rejects a refused save with no reason, which the page reports as an error named "undefined".
  expect(consoleProblems.filter((problem) => problem.type === 'pageerror' && problem.text !== 'undefined')).toEqual([])
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
