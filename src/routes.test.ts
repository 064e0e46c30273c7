import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pagePaths } from './pagePaths'
import {
  CASE_STUDIES_PATH,
  caseStudyPath,
  articlePath,
  CONTACT_PATH,
  HOME_PATH,
  redirects,
  solutionPath,
  SOLUTIONS_PATH,
} from './paths'

/** The names of the files in a folder of content/, without their extension. */
const entriesOf = (folder: string) =>
  readdirSync(join(import.meta.dirname, '../content', folder)).map((file) => file.replace(/\.\w+$/, ''))

describe('the route table', () => {
  it('holds the fixed pages and one page per case study, solution, policy and guide in content/, each once', () => {
    const expected = [
      HOME_PATH,
      CASE_STUDIES_PATH,
      CONTACT_PATH,
      SOLUTIONS_PATH,
      ...entriesOf('case-studies').map(caseStudyPath),
      ...entriesOf('solutions').map(solutionPath),
      ...entriesOf('articles').map(articlePath),
    ]
    expect([...pagePaths].sort()).toEqual(expected.sort())
  })

  it('redirects only to pages', () => {
    for (const target of Object.values(redirects)) expect(pagePaths).toContain(target)
  })
})
