import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fieldsWhere, loadContentFile, loadSite, siteWords, withSiteWords } from './load'
import { SITE_WORDS, wordsIn } from '../../../src/content/words'
import type { Home } from '../../../src/content/schemas'

const loadHome = (dir: string) => loadContentFile(dir, 'home.yaml') as Home

const contentDir = join(import.meta.dirname, '../../../content')

// mapFields and fieldsWhere name fields as launchCheck.test.ts and linkCheck.test.ts read them; loading a file
// validated, refusing one no schema describes or one quoting an unknown word, is validate.test.ts's.
describe('the site settings content may quote', () => {
  /** A small content set of the tests' own: its home page quotes the company and the reply promise. */
  const fixtureDir = join(import.meta.dirname, 'fixtures/filled')
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
