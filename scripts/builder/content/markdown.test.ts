import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readHtml, textOf } from '../html'
import { compileLegalDocument } from './markdown'

const values = { company: 'Example Co', email: 'help@example.com', phone: '+91 80 1234 5678' }
const contentDir = join(import.meta.dirname, '../../../content')

const intro =
  'meta:\n  title: Privacy Policy\n  description: What we keep.\nheading: Privacy Policy\nintro: What we keep, and why.'
const doc = (body: string, frontMatter = `${intro}\nlastUpdated: 2023-06-01`) => `---\n${frontMatter}\n---\n${body}`

describe('compileLegalDocument', () => {
  it('compiles Markdown to HTML with an id on every section heading', () => {
    const result = compileLegalDocument(
      'legal/x.md',
      doc('## Data Security\n\nWe **care**.\n\n## Contact\n\nWrite.'),
      values,
    )
    expect(result.lastUpdated).toBe('2023-06-01')
    expect(result.page).toEqual({
      meta: { title: 'Privacy Policy', description: 'What we keep.' },
      heading: 'Privacy Policy',
      intro: 'What we keep, and why.',
    })
    expect(result.sections).toEqual([
      { id: 'data-security', title: 'Data Security' },
      { id: 'contact', title: 'Contact' },
    ])
    const html = readHtml(result.html)
    expect([...html.querySelectorAll('h2')].map((heading) => [heading.id, textOf(heading)])).toEqual([
      ['data-security', 'Data Security'],
      ['contact', 'Contact'],
    ])
    expect(textOf(html.querySelector('strong'))).toBe('care')
  })

  it("fills placeholders with the company's details", () => {
    const result = compileLegalDocument('legal/x.md', doc('## Contact\n\n{{company}}: {{ email }}, {{phone}}'), values)
    const html = readHtml(result.html)
    expect(textOf(html.querySelector('p'))).toBe('Example Co: help@example.com, +91 80 1234 5678')
    expect(html.querySelector('a')?.getAttribute('href')).toBe('mailto:help@example.com')
  })

  it('refuses an unknown placeholder, naming the file', () => {
    expect(() => compileLegalDocument('legal/x.md', doc('## A\n\n{{fax}}'), values)).toThrow(
      'content/legal/x.md: unknown {{fax}}; known here: company, email, phone',
    )
  })

  it('refuses a document without front matter or with a bad date', () => {
    expect(() => compileLegalDocument('legal/x.md', '## A\n\ntext', values)).toThrow(
      /content\/legal\/x\.md: must start with front matter/,
    )
    expect(() => compileLegalDocument('legal/x.md', doc('## A', `${intro}\nlastUpdated: June 1`), values)).toThrow(
      /content\/legal\/x\.md is invalid:\n {2}lastUpdated: Expected a date/,
    )
    expect(() => compileLegalDocument('legal/x.md', doc('## A', 'lastUpdated: 2023-06-01'), values)).toThrow(
      /content\/legal\/x\.md is invalid:\n {2}meta: /,
    )
  })

  it('refuses a document with no sections', () => {
    expect(() => compileLegalDocument('legal/x.md', doc('Just text.'), values)).toThrow(/has no "## " sections/)
  })

  it('fills placeholders in the front matter too, so a page title can name the company', () => {
    const result = compileLegalDocument(
      'legal/x.md',
      doc(
        '## A\n\nText.',
        intro.replace('title: Privacy Policy', 'title: Privacy Policy | {{company}}') + '\nlastUpdated: 2023-06-01',
      ),
      values,
    )
    expect(result.page.meta.title).toBe('Privacy Policy | Example Co')
  })

  it.each(readdirSync(join(contentDir, 'legal')))('content/legal/%s compiles with every placeholder filled', (file) => {
    const result = compileLegalDocument(`legal/${file}`, readFileSync(join(contentDir, 'legal', file), 'utf8'), values)
    expect(result.sections.length).toBeGreaterThan(0)
    expect(JSON.stringify(result)).not.toMatch(/\{\{/)
  })
})
