// The content editor at /admin, opened on the project's folder as a marketer opens it on their own computer. The
// browser's folder picker cannot be driven, so the folder is stood in by one in the browser's own storage (OPFS), which
// hands the editor the same kind of handle; it holds content/ as the project has it (or as a test changes it), and a
// `.git` folder, as the editor asks of a repository.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { EDITOR_PATH } from '../../src/paths'

/** Every file of content/, by its path in the project, as base64. */
function projectFiles(): Record<string, string> {
  const files: Record<string, string> = { '.git/HEAD': btoa('ref: refs/heads/main\n') }
  for (const entry of readdirSync('content', { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name)
      files[relative('.', path)] = readFileSync(path).toString('base64')
    }
  return files
}

/**
 * Opens the editor (as `site` serves it, else the tests' own server) on a folder holding the project's content/, with
 * `changed` written over it, and signs in to it. Returns how to open a page of the editor by its address after the `#`
 * ("collections/case-studies/entries/x").
 */
export async function openEditor(
  page: Page,
  { changed = {}, site = '' }: { changed?: Record<string, string>; site?: string } = {},
) {
  const files = projectFiles()
  for (const [path, text] of Object.entries(changed)) files[path] = Buffer.from(text).toString('base64')
  await page.exposeFunction('projectFiles', () => files)
  await page.addInitScript(() => {
    ;(window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker =
      async () => {
        const folder = await (await navigator.storage.getDirectory()).getDirectoryHandle('project', { create: true })
        const files = await (
          window as unknown as { projectFiles: () => Promise<Record<string, string>> }
        ).projectFiles()
        for (const [path, base64] of Object.entries(files)) {
          const parts = path.split('/')
          let parent = folder
          for (const part of parts.slice(0, -1)) parent = await parent.getDirectoryHandle(part, { create: true })
          const writable = await (await parent.getFileHandle(parts.at(-1)!, { create: true })).createWritable()
          await writable.write(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)))
          await writable.close()
        }
        return folder
      }
  })
  await page.goto(`${site}${EDITOR_PATH}`)
  await page.getByRole('button', { name: 'Work with Local Repository' }).click()
  await page.getByText('Case studies').first().waitFor()
  return (route: string) => page.goto(`${site}${EDITOR_PATH}#/${route}`).then(() => undefined)
}

/** The text of a file of the folder the editor works on, as it is now; undefined while there is none. */
export const folderFile = (page: Page, path: string): Promise<string | undefined> =>
  page.evaluate(async (path) => {
    let folder = await (await navigator.storage.getDirectory()).getDirectoryHandle('project')
    const parts = path.split('/')
    try {
      for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part)
      return await (await (await folder.getFileHandle(parts.at(-1)!)).getFile()).text()
    } catch {
      return undefined
    }
  }, path)

/** A field of the form, by its label; `index` picks among fields of the same name (a title and its search title). */
export const field = (page: Page, label: string, index = 0): Locator =>
  page.getByLabel(label, { exact: true }).nth(index)

/** Fills a field of a long form, scrolling down to it as a person would: Sveltia draws fields as they come into view. */
export async function fillIn(page: Page, label: string, text: string, index = 0) {
  const input = field(page, label, index)
  await page.mouse.move(300, 500)
  for (let turn = 0; turn < 40 && (await input.count()) === 0; turn++) await page.mouse.wheel(0, 200)
  await input.fill(text)
}

/** Sveltia sets a name it quotes apart with invisible marks ("Add ⁨Result⁩"): matches `text` with them or without. */
export const named = (text: string) => new RegExp(`^${text.replace(/ /g, '\\W*')}\\W*$`)

export const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click()

/** The lines `after` has that `before` had not, and the lines `before` had that `after` has not, in order. */
export function changedLines(before: string, after: string) {
  const [old, now] = [before.split('\n'), after.split('\n')]
  return { added: now.filter((line) => !old.includes(line)), removed: old.filter((line) => !now.includes(line)) }
}
