import { describe, expect, it } from 'vitest'
import { categoriesOf, categoryFromParam, categorySlug } from './caseStudyFilter'

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
