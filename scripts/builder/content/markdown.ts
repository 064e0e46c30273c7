import { Marked } from 'marked'
import { gfmHeadingId, getHeadingList } from 'marked-gfm-heading-id'
import { parse } from 'yaml'
import { ContentError, formatIssues } from './validate.ts'
import { fillWords } from '../../../src/content/words.ts'
import { legalFrontMatterSchema, type LegalDocument } from '../../../src/content/schemas/index.ts'

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/

/** A legal document compiled from Markdown at build time, its `{{name}}`s filled from site.yaml's `values`. */
export function compileLegalDocument(file: string, source: string, values: Record<string, string>): LegalDocument {
  let filled: string
  try {
    filled = fillWords(source, values)
  } catch (error) {
    throw new ContentError(`content/${file}: ${(error as Error).message}`)
  }
  const frontMatter = FRONT_MATTER.exec(filled)
  if (!frontMatter) throw new ContentError(`content/${file}: must start with front matter between "---" lines`)

  const meta = legalFrontMatterSchema.safeParse(parse(frontMatter[1] ?? ''))
  if (!meta.success) throw new ContentError(`content/${file} is invalid:\n${formatIssues(meta.error.issues)}`)

  const body = filled.slice(frontMatter[0].length)
  const html = new Marked({ gfm: true, async: false }, gfmHeadingId()).parse(body) as string
  const sections = getHeadingList()
    .filter((heading) => heading.level === 2)
    .map((heading) => ({ id: heading.id, title: heading.raw }))
  if (sections.length === 0) throw new ContentError(`content/${file}: has no "## " sections`)

  const { lastUpdated, ...page } = meta.data
  return { page, lastUpdated, html, sections }
}
