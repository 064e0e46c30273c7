import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { NOT_FOUND_PATH, pagePaths, prerenderPaths, redirects } from './pagePaths'
import {
  CASE_STUDIES_PATH,
  caseStudyPath,
  CONTACT_PATH,
  HOME_PATH,
  legalPath,
  solutionPath,
  SOLUTIONS_PATH,
} from './paths'

/** The names of the files in a folder of content/, without their extension. */
const entriesOf = (folder: string) =>
  readdirSync(join(import.meta.dirname, '../content', folder)).map((file) => file.replace(/\.\w+$/, ''))

describe('the route table', () => {
  it('holds the fixed pages and one page per case study, solution and policy in content/, each once', () => {
    const expected = [
      HOME_PATH,
      CASE_STUDIES_PATH,
      CONTACT_PATH,
      SOLUTIONS_PATH,
      ...entriesOf('case-studies').map(caseStudyPath),
      ...entriesOf('solutions').map(solutionPath),
      ...entriesOf('legal').map(legalPath),
    ]
    expect([...pagePaths].sort()).toEqual(expected.sort())
  })

  it('sends / to /home, and pre-renders every page and the 404 page, nothing at a redirect', () => {
    expect(redirects).toEqual({ '/': '/home' })
    expect(prerenderPaths).toEqual([...pagePaths, NOT_FOUND_PATH])
  })

  it('redirects only to pages', () => {
    for (const target of Object.values(redirects)) expect(pagePaths).toContain(target)
  })
})
