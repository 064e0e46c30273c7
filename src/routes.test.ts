import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pagePaths } from './pagePaths'
import { redirects } from './paths'

/** The entries a company keeps in a folder of content/: its files of one kind, named without the extension. */
const entriesOf = (folder: string, extension: string) =>
  readdirSync(join(import.meta.dirname, '../content', folder))
    .filter((file) => file.endsWith(extension))
    .map((file) => file.slice(0, -extension.length))

describe('the route table', () => {
  // The addresses as the spec writes them (§2 Screens and routes), not as the site's own path helpers make them.
  it('holds the fixed pages and one page per case study, solution, policy and guide in content/, each once', () => {
    const expected = [
      '/home',
      '/case-studies',
      '/contact',
      '/solutions',
      ...entriesOf('case-studies', '.yaml').map((id) => `/case-studies/${id}`),
      ...entriesOf('solutions', '.yaml').map((slug) => `/solutions/${slug}`),
      ...entriesOf('articles', '.md').map((slug) => `/${slug}`),
    ]
    expect([...pagePaths].sort()).toEqual(expected.sort())
  })

  it('redirects only to pages', () => {
    for (const target of Object.values(redirects)) expect(pagePaths).toContain(target)
  })
})
