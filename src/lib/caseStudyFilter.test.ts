import { describe, expect, it } from 'vitest'
import { categoriesOf, categoryFromParam, categorySlug, filterByCategory } from './caseStudyFilter'

const entries = [
  { id: 'a', category: 'Retail' },
  { id: 'b', category: 'Health' },
  { id: 'c', category: 'Retail' },
  { id: 'd', category: 'Finance' },
]

describe('categoriesOf', () => {
  it('lists each category once, in order of first appearance', () => {
    expect(categoriesOf(entries)).toEqual(['Retail', 'Health', 'Finance'])
  })

  it('has no categories for no entries', () => {
    expect(categoriesOf([])).toEqual([])
  })
})

describe('filterByCategory', () => {
  it('keeps every entry, in order, when no category is selected', () => {
    expect(filterByCategory(entries, null).map((entry) => entry.id)).toEqual(['a', 'b', 'c', 'd'])
  })

  it('keeps only the entries of the selected category', () => {
    expect(filterByCategory(entries, 'Retail').map((entry) => entry.id)).toEqual(['a', 'c'])
    expect(filterByCategory(entries, 'Finance').map((entry) => entry.id)).toEqual(['d'])
  })

  it('is empty for a category no entry has', () => {
    expect(filterByCategory(entries, 'Travel')).toEqual([])
  })

  it('returns a new list, leaving the input as it was', () => {
    const all = filterByCategory(entries, null)
    expect(all).not.toBe(entries)
    expect(all).toEqual(entries)
  })
})

describe('the category in the address', () => {
  const categories = ['Predictive Analytics', 'Supply Chain AI'] as const

  it('writes a category as a readable slug and reads it back', () => {
    expect(categorySlug('Supply Chain AI')).toBe('supply-chain-ai')
    expect(categoryFromParam('supply-chain-ai', categories)).toBe('Supply Chain AI')
  })

  it('reads All from no category, an unknown one or a hostile one', () => {
    for (const value of [null, '', 'unknown', '<script>', 'Supply Chain AI', 'supply-chain-ai ']) {
      expect(categoryFromParam(value, categories), String(value)).toBeNull()
    }
  })
})
