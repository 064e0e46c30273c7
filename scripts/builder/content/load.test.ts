import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { fieldsWhere, loadContentFile, loadSite, withSiteWords } from './load'
import { siteWords } from '../../../src/content/siteWords'
import { SITE_WORDS, wordsIn } from '../../../src/content/words'
import type { Home } from '../../../src/content/schemas'

const loadHome = (dir: string) => loadContentFile(dir, 'home.yaml') as Home

const contentDir = join(import.meta.dirname, '../../../content')
/** A small content set of the tests' own: its home page quotes the company and the reply promise. */
const fixtureDir = join(import.meta.dirname, 'fixtures/filled')

/** Each file the check has read, as often as it read it. */
const checked = vi.hoisted(() => [] as string[])
vi.mock('../../../src/content/validate.ts', async (original) => {
  const validate = await original<typeof import('../../../src/content/validate.ts')>()
  return {
    ...validate,
    checkContentFile: (...args: Parameters<typeof validate.checkContentFile>) => {
      checked.push(args[0])
      return validate.checkContentFile(...args)
    },
  }
})

describe('reading content', () => {
  it('checks a file once while it is unchanged, in every copy of the reader the build loads, and again when it changes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'content-read-'))
    await cp(fixtureDir, dir, { recursive: true })
    const study = 'case-studies/attendance-pilot.yaml'
    const title = (data: unknown) => (data as { title: string }).title
    const timesChecked = () => checked.filter((file) => file === study).length
    try {
      const before = title(loadContentFile(dir, study))
      // vite-react-ssg loads the build's configuration, and with it a copy of this reader, once per bundle.
      vi.resetModules()
      const otherCopy = await import('./load')
      expect(title(otherCopy.loadContentFile(dir, study))).toBe(before)
      expect(timesChecked()).toBe(1)

      const source = await readFile(join(dir, study), 'utf8')
      await writeFile(join(dir, study), source.replace(`title: ${before}`, 'title: A changed title'))
      expect(title(otherCopy.loadContentFile(dir, study))).toBe('A changed title')
      expect(timesChecked()).toBe(2)
      await rm(join(dir, 'images', 'case-studies', 'attendance-pilot.jpg'))
      expect(() => loadContentFile(dir, study)).toThrow(/there is no image at content\/images\/case-studies/)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

// mapFields and fieldsWhere name fields as launchCheck.test.ts and linkCheck.test.ts read them; loading a file
// validated, refusing one no schema describes or one quoting an unknown word, is validate.test.ts's.
describe('the site settings content may quote', () => {
  const site = loadSite(fixtureDir)

  it('fills {{company}}, {{replyFrom}} and {{replyTime}} from site.yaml', () => {
    const home = loadHome(fixtureDir)
    expect(home.meta.title).toBe(`Home | ${site.name}`)
    expect(home.callToAction.text).toBe(`${site.contact.replyFrom} replies within ${site.contact.replyTime}.`)
  })

  it("leaves unfilled only what a page fills in, never one of the site's words", () => {
    for (const data of [loadContentFile(contentDir, 'home.yaml'), loadContentFile(contentDir, 'pages.yaml')]) {
      const quoting = fieldsWhere(
        data,
        (value) =>
          typeof value === 'string' && wordsIn(value).some((name) => (SITE_WORDS as readonly string[]).includes(name)),
      )
      expect(quoting).toEqual([])
    }
  })

  it("fills the site's words and leaves a page's own for the page", () => {
    const words = { ...siteWords(site), replyTime: 'two days' }
    expect(withSiteWords({ a: 'within {{ replyTime }}.', b: ['{{count}} of {{total}}'] }, words)).toEqual({
      a: 'within two days.',
      b: ['{{count}} of {{total}}'],
    })
  })
})
