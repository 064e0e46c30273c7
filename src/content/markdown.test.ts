import { describe, expect, it } from 'vitest'
import { readHtml, textOf } from '../../scripts/builder/html'
import { compileArticle } from './markdown'
import { parseContentFile } from './validate'

const values = { company: 'Example Co', email: 'help@example.com', phone: '+91 80 1234 5678' }

const intro =
  'meta:\n  title: Privacy Policy\n  description: What we keep.\nheading: Privacy Policy\nintro: What we keep, and why.'
const doc = (body: string, frontMatter = `${intro}\nlastUpdated: 2023-06-01`) => `---\n${frontMatter}\n---\n${body}`

describe('a page of Markdown', () => {
  it('compiles Markdown to HTML with an id on every section heading', () => {
    const result = compileArticle(doc('## Data Security\n\nWe **care**.\n\n## Contact\n\nWrite.'), values)
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

  it("fills placeholders with the company's details, in the front matter too, so a page title can name the company", () => {
    const frontMatter = `${intro.replace('title: Privacy Policy', 'title: Privacy | {{company}}')}\nlastUpdated: 2023-06-01`
    const result = compileArticle(doc('## Contact\n\n{{company}}: {{ email }}, {{phone}}', frontMatter), values)
    expect(result.page.meta.title).toBe('Privacy | Example Co')
    const html = readHtml(result.html)
    expect(textOf(html.querySelector('p'))).toBe('Example Co: help@example.com, +91 80 1234 5678')
    expect(html.querySelector('a')?.getAttribute('href')).toBe('mailto:help@example.com')
  })

  it('fills a site word into the text as words: Markdown in it makes no link, HTML or heading', () => {
    const words = { ...values, company: '# [Example](javascript:alert(1)) <b>Co</b> _Ltd._ & 1. *' }
    const html = readHtml(compileArticle(doc('## About\n\n{{company}}\n\n{{company}} runs pilots.'), words).html)
    expect(html.querySelectorAll('a, b, em, h1, ol, li')).toHaveLength(0)
    expect([...html.querySelectorAll('p')].map(textOf)).toEqual([
      '# [Example](javascript:alert(1)) <b>Co</b> _Ltd._ & 1. *',
      '# [Example](javascript:alert(1)) <b>Co</b> _Ltd._ & 1. * runs pilots.',
    ])
  })

  it('writes a link a site word turns into one to another kind of address as its words alone', () => {
    const words = { ...values, email: 'javascript:alert(1)' }
    const html = readHtml(
      compileArticle(doc('## Contact\n\n[Write to us]({{email}}) or see [the contact page](/contact).'), words).html,
    )
    expect([...html.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['/contact'])
    expect(textOf(html.querySelector('p'))).toBe('Write to us or see the contact page.')
  })

  it('fills a site word into the front matter as a value, not as YAML', () => {
    const frontMatter = `${intro.replace('title: Privacy Policy', 'title: Privacy | {{company}}')}\nlastUpdated: 2023-06-01`
    const words = { ...values, company: 'Acme\nfaq: true' }
    const result = compileArticle(doc('## A\n\nText.', frontMatter), words)
    expect(result.page.meta.title).toBe('Privacy | Acme\nfaq: true')
    expect(result.questions).toBeUndefined()
  })

  it('refuses an unknown placeholder, naming the file and line', () => {
    expect(() => parseContentFile('articles/x.md', doc('## A\n\nFax us at {{fax}}'))).toThrow(
      /^content\/articles\/x\.md:11:11: unknown \{\{fax\}\}; known here: company, /,
    )
  })

  it('refuses HTML and script links in the text, naming each line, so content cannot carry a script', () => {
    const body =
      '## A\n\n<script>alert(1)</script>\n\nSee <img src=x onerror=alert(1)> and [this](javascript:alert(1)).'
    const refusal = () => parseContentFile('articles/x.md', doc(body))
    expect(refusal).toThrow(
      /^content\/articles\/x\.md:11:1: HTML is not allowed in a page's text \(`<script>alert\(1\)/,
    )
    expect(refusal).toThrow(
      /\ncontent\/articles\/x\.md:13:5: HTML is not allowed in a page's text \(`<img src=x onerror/,
    )
    expect(refusal).toThrow(/\ncontent\/articles\/x\.md:13:\d+: the link "javascript:alert\(1\)" is not an address/)
    expect(compileArticle(doc('## A\n\n<!-- a note for editors -->\n\nText.'), values).html).not.toContain('<!--')
  })

  it('refuses a document without front matter, with a bad date or with no sections', () => {
    expect(() => parseContentFile('articles/x.md', '## A\n\ntext')).toThrow(
      /^content\/articles\/x\.md:1:1: the page must start with its front matter/,
    )
    expect(() => parseContentFile('articles/x.md', doc('## A', `${intro}\nlastUpdated: June 1`))).toThrow(
      /^content\/articles\/x\.md:7:1: `lastUpdated`: Expected a date/,
    )
    expect(() => parseContentFile('articles/x.md', doc('## A', 'lastUpdated: 2023-06-01'))).toThrow(
      /^content\/articles\/x\.md:2:1: the page has no `meta`: add it/,
    )
    expect(() => parseContentFile('articles/x.md', doc('Just text.'))).toThrow(
      /^content\/articles\/x\.md:9:1: the page has no "## " sections/,
    )
  })

  it('gives an FAQ each question with the answer under it, up to the next question', () => {
    const result = compileArticle(
      doc(
        'A word first.\n\n## Which *devices*?\n\nPhones.\n\n- Old ones too\n\n## How long?\n\nWeeks.',
        `${intro}\nlastUpdated: 2023-06-01\nfaq: true`,
      ),
      values,
    )
    expect(result.questions).toEqual([
      { question: 'Which devices?', answer: '<p>Phones.</p>\n<ul>\n<li>Old ones too</li>\n</ul>' },
      { question: 'How long?', answer: '<p>Weeks.</p>' },
    ])
  })

  it('refuses an FAQ question with no answer, and gives a page that is no FAQ no questions', () => {
    const faq = `${intro}\nlastUpdated: 2023-06-01\nfaq: true`
    expect(() => parseContentFile('articles/x.md', doc('## Why?\n\n## How?\n\nSo.\n\n## Who?\n', faq))).toThrow(
      /^content\/articles\/x\.md:10:1: the question "Why\?" has no answer under it: write one\.\ncontent\/articles\/x\.md:16:1: the question "Who\?"/,
    )
    expect(compileArticle(doc('## Why?\n\nBecause.'), values).questions).toBeUndefined()
  })
})
