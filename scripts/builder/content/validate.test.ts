import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { SITE_WORDS } from '../../../src/content/words'
import { describe, expect, it } from 'vitest'
import { text, textWith } from '../../../src/content/schemas/primitives'
import { ContentError, parseContentFile } from '../../../src/content/validate'

const contentDir = join(import.meta.dirname, '../../../content')
/** A small content set of the tests' own (fixtures/filled), so the site's copy can change freely. */
const fixtureDir = join(import.meta.dirname, 'fixtures/filled')
const read = (file: string) => readFileSync(join(fixtureDir, file), 'utf8')
const study = 'case-studies/attendance-pilot.yaml'
const solution = 'solutions/tutor.yaml'

function allContentFiles(dir = contentDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? allContentFiles(join(dir, entry.name)) : [relative(contentDir, join(dir, entry.name))],
  )
}

describe('the site content', () => {
  it.each(allContentFiles().filter((file) => file.endsWith('.yaml')))('content/%s is valid', (file) => {
    expect(() => parseContentFile(file, readFileSync(join(contentDir, file), 'utf8'))).not.toThrow()
  })
})

describe('the fixture content', () => {
  it.each(['site.yaml', 'home.yaml', study, solution])('%s is valid', (file) => {
    expect(() => parseContentFile(file, read(file))).not.toThrow()
  })
})

/** A fixture file with one value changed, and what the refusal says: the file, line and column, the field, the fix. */
const refusals: [file: string, from: string | RegExp, to: string, problem: RegExp][] = [
  ['site.yaml', /^tagline:.*$/m, '', /^content\/site\.yaml:3:1: site\.yaml has no `tagline`: add it\.$/],
  [
    'site.yaml',
    'team@lakeside-learning.in',
    'not-an-email',
    /^content\/site\.yaml:10:3: `contact\.email`: Invalid email/,
  ],
  ['site.yaml', 'href: /terms', 'href: terms', /:81:9: `footer\.legal\.links\[0\]\.href`: Expected a path/],
  [
    'site.yaml',
    'timeZone: Asia/Kolkata',
    'timeZone: IST',
    /:19:3: `contact\.timeZone`: Expected a time zone as the IANA/,
  ],
  [
    'home.yaml',
    /^ {4}- Fourth point\.$/m,
    '',
    /:29:3: `about\.points` has 3 items, fewer than the 4 needed: Who We Are has exactly four bullet points\./,
  ],
  [study, /^results:\n( {2}- .*\n)+/m, '', /:1:1: the case study has no `results`: add it: one line per result/],
  [
    study,
    '- 12% fewer absences',
    '- Fewer absences',
    /:8:3: `headline\.figure`: Must be one of the figures in results/,
  ],
  [
    study,
    'imageUrl: images/',
    'imageUrl: https://a.example/',
    /:5:1: `imageUrl`: Expected an image in content\/images/,
  ],
  [solution, 'kind: features', 'kind: carousel', /tutor\.yaml:26:5: `sections\[0\]\.kind`: /],
  [solution, /^ {8}icon: layers\n/m, '', /:30:9: `sections\[0\]\.items\[0\]\.icon` must be one of: sparkles, /],
  [
    solution,
    'dQw4w9WgXcQ',
    'https://youtu.be/x',
    /:9:3: `video\.videoId`: Expected a YouTube video's id: the 11 characters after "v="/,
  ],
]

describe('a bad content file', () => {
  it.each(refusals)('%s is refused with %s replaced', (file, from, to, problem) => {
    const source = read(file).replace(from, to)
    expect(source).not.toBe(read(file))
    expect(() => parseContentFile(file, source)).toThrow(problem)
  })

  it('lists every problem at once', () => {
    const source = read('site.yaml')
      .replace('team@lakeside-learning.in', 'nope')
      .replace(/^shortName:.*$/m, '')
    const parse = () => parseContentFile('site.yaml', source)
    expect(parse).toThrow(ContentError)
    expect(parse).toThrow(
      /^content\/site\.yaml:3:1: site\.yaml has no `shortName`.*\ncontent\/site\.yaml:10:3: `contact\.email`/,
    )
  })

  it("refuses a case study or solution whose id or slug is not its file's name", () => {
    expect(() => parseContentFile('case-studies/retail-copy.yaml', read(study))).toThrow(
      /^content\/case-studies\/retail-copy\.yaml:1:1: `id` is "attendance-pilot" but the file is named "retail-copy\.yaml"/,
    )
    expect(() => parseContentFile('solutions/other.yaml', read(solution))).toThrow(
      /`slug` is "tutor" but the file is named "other\.yaml"/,
    )
  })

  it('reports a YAML slip once, on its own line, at its first character, saying what to check', () => {
    const source = read(study)
    // A field indented under the one above, as a marketer's trial slipped.
    const line = source.split('\n').findIndex((text) => text.startsWith('  label:')) + 1
    const slipped = source.replace(/^ {2}label:/m, '   label:')
    expect(() => parseContentFile(study, slipped)).toThrow(
      new RegExp(
        `^content/case-studies/attendance-pilot\\.yaml:${line}:4: the text is not laid out as YAML expects here\\. Check the indentation[^\\n]*$`,
      ),
    )
    const unindented = source.replace(/^client:/m, '  client:')
    const clientLine = source.split('\n').findIndex((text) => text.startsWith('client:')) + 1
    expect(() => parseContentFile(study, unindented)).toThrow(new RegExp(`attendance-pilot\\.yaml:${clientLine}:3: `))
  })

  it('refuses files no schema describes', () => {
    expect(() => parseContentFile('stray.yaml', 'a: 1')).toThrow(
      /^content\/stray\.yaml:1:1: no schema describes this file/,
    )
  })

  it('gives each solution in content/ its own place in the order', () => {
    const files = allContentFiles().filter((file) => /^solutions\/[^/]+\.yaml$/.test(file))
    const orders = files.map(
      (file) => (parseContentFile(file, readFileSync(join(contentDir, file), 'utf8')) as { order: number }).order,
    )
    expect(new Set(orders).size).toBe(files.length)
  })

  it('refuses two sections of a solution page with the same anchor id', () => {
    const source = read(solution).replace(
      'callToAction:',
      '  - kind: statements\n    id: features\n    heading: Why\n    items: [One., Two.]\ncallToAction:',
    )
    expect(() => parseContentFile(solution, source)).toThrow(
      /^content\/solutions\/tutor\.yaml:\d+:5: `sections\[1\]\.id`: Duplicate id "features"/,
    )
  })

  it('refuses a case study whose category pages.yaml does not list, and one whose image is not there', () => {
    const context = { images: ['images/case-studies/attendance-pilot.jpg'], categories: ['Predictive Analytics'] }
    const source = read(study).replace('category: Predictive Analytics', 'category: Magic')
    expect(() => parseContentFile(study, source, context)).toThrow(
      /attendance-pilot\.yaml:4:1: `category` is "Magic", which is not one of the categories in content\/pages\.yaml \(caseStudies\.categories\): Predictive Analytics\. Use one of them, or add it there\./,
    )
    expect(() =>
      parseContentFile(study, read(study), { ...context, images: ['images/case-studies/attendance.jpg'] }),
    ).toThrow(
      /attendance-pilot\.yaml:5:1: there is no image at content\/images\/case-studies\/attendance-pilot\.jpg: did you mean images\/case-studies\/attendance\.jpg\?/,
    )
    expect(() => parseContentFile(study, read(study), context)).not.toThrow()
  })

  it('accepts a case study without a testimonial', () => {
    expect(read(study)).not.toMatch(/^testimonial:/m)
    expect(parseContentFile(study, read(study))).not.toHaveProperty('testimonial')
  })
})

describe('placeholders in content', () => {
  const problemsOf = (schema: typeof text, value: string) => {
    const result = schema.safeParse(value)
    return result.success ? [] : result.error.issues.map((issue) => issue.message)
  }

  it("lets any text quote the site's words, and nothing else", () => {
    expect(problemsOf(text, 'Talk to {{company}} at {{ email }}.')).toEqual([])
    expect(problemsOf(text, 'Showing {{count}} studies')).toEqual([
      `unknown {{count}}; known here: ${SITE_WORDS.join(', ')}`,
    ])
  })

  it('makes a field that a page fills in quote each of its values', () => {
    const announcement = textWith('count', 'total')
    expect(problemsOf(announcement, '{{count}} of {{total}} shown')).toEqual([])
    expect(problemsOf(announcement, '{{count}} shown')).toEqual(['Must contain "{{total}}"'])
  })

  it('points a single-brace placeholder to the one syntax', () => {
    expect(problemsOf(textWith('topic'), 'Topic: {topic} {{topic}}')).toEqual([
      'Write a placeholder with double braces, such as {{company}}',
    ])
  })

  it('names the file and field of a page value quoted where no page fills it in', () => {
    const source = read('home.yaml').replace('{{replyTime}}', '{{count}}')
    expect(() => parseContentFile('home.yaml', source)).toThrow(
      `: \`callToAction.text\`: unknown {{count}}; known here: ${SITE_WORDS.join(', ')}.`,
    )
  })
})
