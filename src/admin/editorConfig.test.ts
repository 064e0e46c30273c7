import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { caseStudySchema } from '../content/schemas/index.ts'
import { caseStudyPath, HOME_PATH } from '../paths.ts'
import { parseContentFile } from '../content/validate.ts'
import { blankPaths, checkEntry, entryProblems } from './checkEntry.ts'
import { markdownFormat, UNREADABLE, yamlFormat } from './contentFormats.ts'
import { editorConfig, type EditorField } from './editorConfig.ts'
import { CHECK_FIELD } from './editorNames.ts'

const settings = { repo: 'company/site', branch: 'live', siteUrl: 'https://www.example.org', oauth: false }
const config = editorConfig(settings)
const collection = (name: string) =>
  config.collections.find((candidate) => candidate.name === name)! as {
    fields?: EditorField[]
    files?: { file: string }[]
  }
const fieldAt = (fields: EditorField[], path: string): EditorField =>
  path.split('.').reduce<EditorField>((found, name) => (found.fields ?? []).find((field) => field.name === name)!, {
    fields,
  } as EditorField)

describe("the editor's forms, made from the schemas", () => {
  const study = collection('case-studies').fields!

  it('ask for what the schema requires, counting to its limits, with its options', () => {
    expect(fieldAt(study, 'client').required).toBeUndefined()
    expect(fieldAt(study, 'testimonial').required).toBe(false)
    // Once the testimonial is added, its quote is needed.
    expect(fieldAt(study, 'testimonial.quote').required).toBeUndefined()
    // The categories pages.yaml lists when the form opens, not when the editor was built.
    expect(fieldAt(study, 'category')).toMatchObject({
      widget: 'relation',
      collection: 'settings',
      file: 'pages',
      value_field: 'caseStudies.categories.*',
    })
    expect(fieldAt(study, 'summary').max_length).toBe(caseStudySchema.shape.summary.maxLength)
    expect(fieldAt(study, 'results')).toMatchObject({ widget: 'list', label_singular: 'Result' })
  })

  it("name each field in a marketer's words, never a developer's", () => {
    const labels: string[] = []
    const visit = (field: EditorField) => {
      labels.push(field.label)
      for (const child of [...(field.fields ?? []), ...(field.types ?? []), ...(field.field ? [field.field] : [])])
        visit(child)
    }
    for (const form of config.collections as { fields?: EditorField[]; files?: { fields: EditorField[] }[] }[])
      for (const field of [...(form.fields ?? []), ...(form.files ?? []).flatMap(({ fields }) => fields)]) visit(field)
    expect(labels).toContain('Link')
    expect(labels.filter((label) => /\b(href|url|id|slug|cta|faq)\b/i.test(label))).toEqual([])
  })

  it("leave a solution's place among the others to dragging it in the list", () => {
    const solutions = collection('solutions') as { reorder?: boolean; fields: EditorField[] }
    expect(solutions.reorder).toBe(true)
    expect(solutions.fields.map((field) => field.name)).not.toContain('order')
  })

  it('cover every file of content/: each collection in its folder, each single file', () => {
    expect(config.collections.map((entry) => ('folder' in entry ? entry.folder : entry.name))).toEqual([
      'content/case-studies',
      'content/solutions',
      'content/articles',
      'settings',
    ])
    expect(collection('settings').files!.map((file) => file.file)).toEqual([
      'content/site.yaml',
      'content/home.yaml',
      'content/pages.yaml',
    ])
  })

  it("keep an article's text as typed, in Markdown as the build reads it, with the build's check on it", () => {
    expect(fieldAt(collection('articles').fields!, 'body')).toMatchObject({ widget: 'checked-text', data_path: 'body' })
  })
})

describe('where the editor saves on the live site', () => {
  it('makes each change a draft on GitHub, to review and publish there, and links to the live site', () => {
    expect(config).toMatchObject({
      backend: { name: 'github', repo: 'company/site', branch: 'live' },
      publish_mode: 'editorial_workflow',
      site_url: 'https://www.example.org',
    })
  })

  it("opens an entry's own page on the draft's preview and on the live site", () => {
    const study = collection('case-studies') as { preview_path?: string }
    expect(study.preview_path?.replace('{{slug}}', 'attendance')).toBe(caseStudyPath('attendance'))
    const settings = collection('settings') as { files: { preview_path?: string }[] }
    expect(settings.files.map(({ preview_path }) => preview_path)).toEqual(settings.files.map(() => HOME_PATH))
  })

  it('signs in with a GitHub token anywhere, and through GitHub itself only where the host gives it', () => {
    expect(config.backend.auth_methods).toEqual(['token'])
    expect(editorConfig({ ...settings, oauth: true }).backend.auth_methods).toEqual(['oauth', 'token'])
  })

  it("names the deploy preview's status only when one is set", () => {
    expect(config.backend).not.toHaveProperty('preview_context')
    const named = editorConfig({ ...settings, previewContext: 'Vercel – site' })
    expect(named.backend).toMatchObject({ preview_context: 'Vercel – site' })
  })
})

describe('the check before the editor saves', () => {
  const entry = { collection: 'articles', slug: 'terms', isNew: false }
  const frontMatter = {
    meta: { title: 'Terms', description: 'The terms.' },
    heading: 'Terms',
    intro: 'Read these.',
    lastUpdated: '2026-01-01',
    eyebrow: '',
  }

  it("refuses what the build would, in the build's words", () => {
    expect(() =>
      checkEntry({ ...entry, data: { ...frontMatter, heading: '', body: '## A\n\n<script>x</script>' } }),
    ).toThrow(/`heading`: Must not be empty[\s\S]*Text, line 3: HTML is not allowed/)
    expect(() =>
      checkEntry({ ...entry, collection: 'case-studies', slug: 'a-study', data: { id: 'a-study' } }),
    ).toThrow(/has no `title`/)
  })

  it('refuses a page with no "## " section, and an FAQ question with no answer, as the build would', () => {
    expect(() => checkEntry({ ...entry, data: { ...frontMatter, body: 'Only a paragraph.' } })).toThrow(
      /Text, line 1: the page has no "## " sections/,
    )
    const faq = { ...frontMatter, faq: true }
    expect(() => checkEntry({ ...entry, data: { ...faq, body: '## Why?\n\n## How?\n\nSo.' } })).toThrow(
      /Text, line 1: the question "Why\?" has no answer under it/,
    )
    expect(() => checkEntry({ ...entry, data: { ...faq, body: '## Why?\n\nBecause.' } })).not.toThrow()
  })

  it("refuses an id changed from the file's name, as the build would and in its words; a new entry's file takes its id", () => {
    const file = 'case-studies/attendance-pilot.yaml'
    const source = readFileSync(
      join(import.meta.dirname, '../../scripts/builder/content/fixtures/filled', file),
      'utf8',
    )
    const changed = source.replace('id: attendance-pilot', 'id: attendance')
    const study = { collection: 'case-studies', slug: 'attendance-pilot', data: yamlFormat.fromFile(changed) }
    const [problem, ...others] = entryProblems({ ...study, isNew: false })
    expect(others).toEqual([])
    expect(problem).toMatchObject({ path: ['id'], message: expect.stringContaining('"attendance"') })
    expect(() => parseContentFile(file, changed)).toThrow(`content/${file}:1:1: ${problem!.message}`)
    expect(entryProblems({ ...study, isNew: true })).toEqual([])
  })
})

describe('what a save leaves out', () => {
  const home = parse(readFileSync(join(import.meta.dirname, '../../content/home.yaml'), 'utf8')) as Record<
    string,
    unknown
  >
  const settings = { collection: 'settings', slug: 'home', isNew: false }

  it('leaves out a blank the schema lets be left out, and keeps an empty list the schema needs', () => {
    const data = { ...home, clients: { ...(home.clients as object), logos: [], eyebrow: '' } }
    expect(blankPaths({ ...settings, data })).toEqual([['clients', 'eyebrow']])
  })

  it('leaves out an optional list the form holds empty, and an optional part whose fields are all blank', () => {
    const page = { meta: { title: 'Terms', description: 'The terms.' }, heading: 'Terms', intro: 'Read.', actions: [] }
    const entry = { collection: 'articles', slug: 'terms', isNew: false }
    expect(blankPaths({ ...entry, data: { ...page, lastUpdated: '2026-01-01', body: '' } })).toEqual([['actions']])
    const study = { collection: 'case-studies', slug: 'a', isNew: false }
    expect(blankPaths({ ...study, data: { id: 'a', testimonial: { quote: '', author: '', role: '' } } })).toEqual([
      ['testimonial'],
    ])
  })
})

describe('the files the editor reads and writes', () => {
  const study = 'id: a-study\n# Shown on the card.\ntitle: Twelve schools\nclient: A network\n'

  it("writes back only what changed, keeping the comments, and not the form's own check", () => {
    const read = yamlFormat.fromFile(study)
    expect(yamlFormat.toFile({ ...read, title: 'Twelve schools, one term', [CHECK_FIELD]: null })).toBe(
      study.replace('Twelve schools', 'Twelve schools, one term'),
    )
    const page = '---\nheading: Terms\n# Dated.\nlastUpdated: 2026-01-01\n---\n\n## One\n'
    const readPage = markdownFormat.fromFile(page)
    expect(readPage.body).toBe('\n## One\n')
    expect(markdownFormat.toFile({ ...readPage, heading: 'Terms of use' })).toBe(page.replace('Terms', 'Terms of use'))
    // The editor trims the text it hands back: the blank line after the fields stays.
    expect(markdownFormat.toFile({ ...readPage, body: '## One' })).toBe(page)
    expect(markdownFormat.toFile({ heading: 'New', body: '## One' })).toBe('---\nheading: New\n---\n\n## One\n')
  })

  it('reads a broken file as its problem, at its own line, which no save can write over', () => {
    const broken = study.replace('client:', '  client:')
    const read = yamlFormat.fromFile(broken)
    expect(read[UNREADABLE]).toMatch(
      /^The file cannot be read, at line 4, column 3: the text is not laid out as YAML expects here/,
    )
    expect(entryProblems({ collection: 'case-studies', slug: 'a-study', isNew: false, data: read })).toEqual([
      {
        path: [],
        message: expect.stringMatching(/^The file cannot be read, at line 4, column 3: [^\n]* Fix it in a text editor/),
      },
    ])
    expect(yamlFormat.toFile({ ...read, title: 'Anything' })).toBe(broken)
  })
})
