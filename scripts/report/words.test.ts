import { describe, expect, it } from 'vitest'
import { readHtml } from '../builder/html.ts'
import { wordsIn } from './words.ts'

describe('the words of a page', () => {
  it('counts the words of the main content, where elements meet without a space too', () => {
    const page = readHtml(
      '<header>Menu Home</header><main><h1>Retail chain</h1><p>Demand rose,<strong>sharply</strong>.</p><script>var notWords = 1</script><style>p{}</style></main>',
    )
    expect(wordsIn(page)).toBe(5)
  })

  it('counts none on a page without a main', () => {
    expect(wordsIn(readHtml('<!DOCTYPE html><html><body><p>No main here</p></body></html>'))).toBe(0)
  })
})
