import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { SITE_WORDS } from '../../../src/content/words'
import { describe, expect, it } from 'vitest'
import { text, textWith } from '../../../src/content/schemas/primitives'
import { ContentError, parseContentFile } from './validate'

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

describe('a bad content file', () => {
  it('names the file and the field when a field is missing', () => {
    const source = read('site.yaml').replace(/^tagline:.*$/m, '')
    expect(() => parseContentFile('site.yaml', source)).toThrow(ContentError)
    expect(() => parseContentFile('site.yaml', source)).toThrow(/content\/site\.yaml is invalid:\n {2}tagline: /)
  })

  it('names nested fields with their path', () => {
    const source = read('site.yaml').replace('team@lakeside-learning.in', 'not-an-email')
    expect(() => parseContentFile('site.yaml', source)).toThrow(/contact\.email: Invalid email/)
  })

  it('names list items by index', () => {
    const source = read('site.yaml').replace('href: /terms', 'href: terms')
    expect(() => parseContentFile('site.yaml', source)).toThrow(/footer\.legal\.links\[0\]\.href: Expected a path/)
  })

  it('refuses a Who We Are section without exactly four points', () => {
    const source = read('home.yaml').replace(/^ {4}- Fourth point\.$/m, '')
    expect(() => parseContentFile('home.yaml', source)).toThrow(
      /about\.points: Who We Are has exactly four bullet points/,
    )
  })

  it('refuses an unknown case-study category', () => {
    const source = read(study).replace('category: Predictive Analytics', 'category: Magic')
    expect(() => parseContentFile(study, source)).toThrow(
      /content\/case-studies\/attendance-pilot\.yaml is invalid:\n {2}category: /,
    )
  })

  it('refuses a case study whose id differs from its file name', () => {
    expect(() => parseContentFile('case-studies/retail-copy.yaml', read(study))).toThrow(
      /id: must match the file name "retail-copy"/,
    )
  })

  it('reports YAML syntax errors with the file name', () => {
    expect(() => parseContentFile('site.yaml', 'name: [unclosed')).toThrow(/content\/site\.yaml: not valid YAML/)
  })

  it('refuses files no schema describes', () => {
    expect(() => parseContentFile('stray.yaml', 'a: 1')).toThrow(/content\/stray\.yaml: no schema describes this file/)
  })

  it('lists every problem at once', () => {
    const source = read('site.yaml')
      .replace('team@lakeside-learning.in', 'nope')
      .replace(/^shortName:.*$/m, '')
    const message = (() => {
      try {
        parseContentFile('site.yaml', source)
        return ''
      } catch (error) {
        return (error as Error).message
      }
    })()
    expect(message).toMatch(/shortName: /)
    expect(message).toMatch(/contact\.email: /)
  })
})

describe('a bad solution or case study', () => {
  it("refuses a solution whose slug is not its file's name", () => {
    expect(() => parseContentFile('solutions/other.yaml', read(solution))).toThrow(
      /content\/solutions\/other\.yaml is invalid:\n {2}slug: must match the file name "other"/,
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
    const source = read(solution)
      .replace('callToAction:', 'sections_extra: true\ncallToAction:')
      .replace(
        'sections_extra: true\n',
        '  - kind: statements\n    id: features\n    heading: Why\n    items: [One., Two.]\n',
      )
    expect(() => parseContentFile(solution, source)).toThrow(
      /content\/solutions\/tutor\.yaml is invalid:\n {2}sections\[1\]\.id: Duplicate id "features"/,
    )
  })

  it('refuses a section of an unknown kind', () => {
    expect(() => parseContentFile(solution, read(solution).replace('kind: features', 'kind: carousel'))).toThrow(
      /sections\[0\]\.kind: /,
    )
  })

  it('refuses a feature without its icon', () => {
    expect(() => parseContentFile(solution, read(solution).replace(/^ {8}icon: layers\n/m, ''))).toThrow(
      /sections\[0\]\.items\[0\]\.icon: /,
    )
  })

  it('refuses a video id that is not a YouTube id', () => {
    expect(() => parseContentFile(solution, read(solution).replace('dQw4w9WgXcQ', 'https://youtu.be/x'))).toThrow(
      /\n {2}video\.videoId: Expected an 11-character YouTube video id/,
    )
  })

  it('refuses an image outside content/images', () => {
    const source = read(study).replace(
      'imageUrl: images/case-studies/attendance-pilot.jpg',
      'imageUrl: https://images.example.com/a.jpg',
    )
    expect(() => parseContentFile(study, source)).toThrow(/imageUrl: Expected an image in content\/images/)
  })

  it('refuses a case study without its results', () => {
    expect(() => parseContentFile(study, read(study).replace(/^results:\n( {2}- .*\n)+/m, ''))).toThrow(
      /\n {2}results: /,
    )
  })

  it('refuses a headline figure that none of the results backs', () => {
    expect(() => parseContentFile(study, read(study).replace('- 12% fewer absences', '- Fewer absences'))).toThrow(
      /\n {2}headline\.figure: Must be one of the figures in results/,
    )
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
      `content/home.yaml is invalid:\n  callToAction.text: unknown {{count}}; known here: ${SITE_WORDS.join(', ')}`,
    )
  })
})
