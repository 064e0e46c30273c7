import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fieldsWhere, loadContentFile, loadSite, mapFields } from './load'
import { ContentError } from './validate'

const contentDir = join(import.meta.dirname, '../../content')
const data = { hero: { actions: [{ href: '/contact' }, { href: '/solutions', image: 'a.png' }] }, image: 'b.png' }

describe('mapFields', () => {
  it('replaces the values its visitor returns, naming each by its field path, and keeps the rest', () => {
    const seen: string[] = []
    const mapped = mapFields(data, (field, value, key) => {
      seen.push(field)
      return key === 'image' ? `[${String(value)}]` : undefined
    })
    expect(mapped).toEqual({ hero: { actions: [{ href: '/contact' }, { href: '/solutions', image: '[a.png]' }] }, image: '[b.png]' })
    expect(seen).toEqual(['hero', 'hero.actions', 'hero.actions[0]', 'hero.actions[0].href', 'hero.actions[1]', 'hero.actions[1].href', 'hero.actions[1].image', 'image'])
  })
})

describe('fieldsWhere', () => {
  it('names every field whose value passes', () => {
    expect(fieldsWhere(data, (value) => typeof value === 'string' && value.startsWith('/'))).toEqual(['hero.actions[0].href', 'hero.actions[1].href'])
  })
})

describe('loadContentFile', () => {
  it('loads a file validated, as the build does', () => {
    expect(loadSite(contentDir).contact.email).toContain('@')
  })

  it('names a file no schema describes', () => {
    expect(() => loadContentFile(contentDir, 'legal/terms.md')).toThrow(ContentError)
  })
})
