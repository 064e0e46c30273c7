import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fieldsWhere, loadContentFile, loadSite, mapFields, siteWords, withSiteWords } from './load'
import { SITE_WORDS, wordsIn } from '../../../src/content/words'
import { ContentError } from './validate'
import type { Home } from '../../../src/content/schemas'

const loadHome = (dir: string) => loadContentFile(dir, 'home.yaml') as Home

const contentDir = join(import.meta.dirname, '../../../content')
const data = { hero: { actions: [{ href: '/contact' }, { href: '/solutions', image: 'a.png' }] }, image: 'b.png' }

describe('mapFields', () => {
  it('replaces the values its visitor returns, naming each by its field path, and keeps the rest', () => {
    const seen: string[] = []
    const mapped = mapFields(data, (field, value, key) => {
      seen.push(field)
      return key === 'image' ? `[${String(value)}]` : undefined
    })
    expect(mapped).toEqual({
      hero: { actions: [{ href: '/contact' }, { href: '/solutions', image: '[a.png]' }] },
      image: '[b.png]',
    })
    expect(seen).toEqual([
      'hero',
      'hero.actions',
      'hero.actions[0]',
      'hero.actions[0].href',
      'hero.actions[1]',
      'hero.actions[1].href',
      'hero.actions[1].image',
      'image',
    ])
  })
})

describe('fieldsWhere', () => {
  it('names every field whose value passes', () => {
    expect(fieldsWhere(data, (value) => typeof value === 'string' && value.startsWith('/'))).toEqual([
      'hero.actions[0].href',
      'hero.actions[1].href',
    ])
  })
})

describe('loadContentFile', () => {
  it('loads a file validated, as the build does', () => {
    expect(loadSite(contentDir).contact.email).toContain('@')
  })

  it('names a file no schema describes', () => {
    expect(() => loadContentFile(contentDir, 'articles/terms.md')).toThrow(ContentError)
  })
})

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

  it('refuses a file that quotes a setting that does not exist, naming the field', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'content-'))
    try {
      await cp(fixtureDir, dir, { recursive: true })
      const file = join(dir, 'home.yaml')
      await writeFile(file, (await readFile(file, 'utf8')).replace('{{replyTime}}', '{{replyWithin}}'))
      expect(() => loadHome(dir)).toThrow(
        `content/home.yaml is invalid:\n  callToAction.text: unknown {{replyWithin}}; known here: ${SITE_WORDS.join(', ')}`,
      )
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
