import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ContentError, parseContentFile } from './validate'

const contentDir = join(import.meta.dirname, '../../content')
const read = (file: string) => readFileSync(join(contentDir, file), 'utf8')

function allContentFiles(dir = contentDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? allContentFiles(join(dir, entry.name)) : [relative(contentDir, join(dir, entry.name))],
  )
}

describe('the site content', () => {
  it.each(allContentFiles().filter((file) => file.endsWith('.yaml')))('content/%s is valid', (file) => {
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
    const source = read('site.yaml').replace('hello@example.com', 'not-an-email')
    expect(() => parseContentFile('site.yaml', source)).toThrow(/contact\.email: Invalid email/)
  })

  it('names list items by index', () => {
    const source = read('site.yaml').replace('href: /terms', 'href: terms')
    expect(() => parseContentFile('site.yaml', source)).toThrow(/footer\.legal\.links\[0\]\.href: Expected a path/)
  })

  it('refuses a Who We Are section without exactly four points', () => {
    const source = read('home.yaml').replace(/^ {4}- Clear ownership.*$/m, '')
    expect(() => parseContentFile('home.yaml', source)).toThrow(/about\.points: Who We Are has exactly four bullet points/)
  })

  it('refuses an unknown case-study category', () => {
    const source = read('case-studies/retail-transformation.yaml').replace('category: Predictive Analytics', 'category: Magic')
    expect(() => parseContentFile('case-studies/retail-transformation.yaml', source)).toThrow(
      /content\/case-studies\/retail-transformation\.yaml is invalid:\n {2}category: /,
    )
  })

  it('refuses a case study whose id differs from its file name', () => {
    const source = read('case-studies/retail-transformation.yaml')
    expect(() => parseContentFile('case-studies/retail-copy.yaml', source)).toThrow(/id: must match the file name "retail-copy"/)
  })

  it('reports YAML syntax errors with the file name', () => {
    expect(() => parseContentFile('site.yaml', 'name: [unclosed')).toThrow(/content\/site\.yaml: not valid YAML/)
  })

  it('refuses files no schema describes', () => {
    expect(() => parseContentFile('stray.yaml', 'a: 1')).toThrow(/content\/stray\.yaml: no schema describes this file/)
  })

  it('lists every problem at once', () => {
    const source = read('site.yaml').replace('hello@example.com', 'nope').replace(/^shortName:.*$/m, '')
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

describe('the collections added for the content pages', () => {
  const lms = () => read('solutions/lms.yaml')

  it("refuses a solution whose slug is not its file's name", () => {
    const source = lms().replace('slug: lms', 'slug: disha')
    expect(() => parseContentFile('solutions/lms.yaml', source)).toThrow(/content\/solutions\/lms\.yaml is invalid:\n {2}slug: must match the file name "lms"/)
  })

  it('holds the four solutions the site presents, each in its own place in the order', () => {
    const files = allContentFiles().filter((file) => /^solutions\/[^/]+\.yaml$/.test(file))
    expect(files).toHaveLength(4)
    const orders = files.map((file) => (parseContentFile(file, read(file)) as { order: number }).order)
    expect(orders.sort()).toEqual([1, 2, 3, 4])
  })

  it('refuses two sections of a solution page with the same anchor id', () => {
    const source = lms().replace('id: partnership', 'id: features')
    expect(() => parseContentFile('solutions/lms.yaml', source)).toThrow(/content\/solutions\/lms\.yaml is invalid:\n {2}sections\[1\]\.id: Duplicate id "features"/)
  })

  it('refuses a section of an unknown kind', () => {
    const source = lms().replace('kind: partners', 'kind: carousel')
    expect(() => parseContentFile('solutions/lms.yaml', source)).toThrow(/sections\[1\]\.kind: /)
  })

  it('refuses a feature without its icon', () => {
    const source = lms().replace(/^ {8}icon: layers\n/m, '')
    expect(() => parseContentFile('solutions/lms.yaml', source)).toThrow(/sections\[0\]\.items\[0\]\.icon: /)
  })

  it('refuses a video id that is not a YouTube id', () => {
    const source = lms().replace('FILL-ME-LMS', 'https://youtu.be/x')
    expect(() => parseContentFile('solutions/lms.yaml', source)).toThrow(/\n {2}video\.videoId: Expected an 11-character YouTube video id/)
  })

  it('refuses an image outside content/images', () => {
    const source = read('case-studies/retail-transformation.yaml').replace(
      'imageUrl: images/case-studies/retail-transformation.jpg',
      'imageUrl: https://images.example.com/retail.jpg',
    )
    expect(() => parseContentFile('case-studies/retail-transformation.yaml', source)).toThrow(/imageUrl: Expected an image in content\/images/)
  })

  it('refuses a case study without its results', () => {
    const source = read('case-studies/retail-transformation.yaml').replace(/^results:\n( {2}- .*\n)+/m, '')
    expect(() => parseContentFile('case-studies/retail-transformation.yaml', source)).toThrow(/\n {2}results: /)
  })

  it('accepts a case study without a testimonial', () => {
    const source = read('case-studies/retail-transformation.yaml').replace(/^testimonial:\n( {2}.*\n)+/m, '')
    expect(parseContentFile('case-studies/retail-transformation.yaml', source)).not.toHaveProperty('testimonial')
  })
})
