import { Marked, type Token } from 'marked'
import { gfmHeadingId, getHeadingList } from 'marked-gfm-heading-id'
import { parse } from 'yaml'
import { ContentError, formatIssues } from './validate.ts'
import { fillWords } from '../../../src/content/words.ts'
import { articleFrontMatterSchema, type ArticleContent } from '../../../src/content/schemas/index.ts'

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/

/** For an FAQ's answers, which are parts of a page already given heading ids. */
const answerMarkdown = new Marked({ gfm: true, async: false })

/** A policy or guide compiled from Markdown at build time, its `{{name}}`s filled from site.yaml's `values`. */
export function compileArticle(file: string, source: string, values: Record<string, string>): ArticleContent {
  let filled: string
  try {
    filled = fillWords(source, values)
  } catch (error) {
    throw new ContentError(`content/${file}: ${(error as Error).message}`)
  }
  const frontMatter = FRONT_MATTER.exec(filled)
  if (!frontMatter) throw new ContentError(`content/${file}: must start with front matter between "---" lines`)

  const meta = articleFrontMatterSchema.safeParse(parse(frontMatter[1] ?? ''))
  if (!meta.success) throw new ContentError(`content/${file} is invalid:\n${formatIssues(meta.error.issues)}`)

  const body = filled.slice(frontMatter[0].length)
  const markdown = new Marked({ gfm: true, async: false }, gfmHeadingId())
  const html = markdown.parse(body) as string
  const sections = getHeadingList()
    .filter((heading) => heading.level === 2)
    .map((heading) => ({ id: heading.id, title: heading.raw }))
  if (sections.length === 0) throw new ContentError(`content/${file}: has no "## " sections`)

  const { lastUpdated, faq, ...page } = meta.data
  if (!faq) return { page, lastUpdated, html, sections }

  // What stands under each "## " heading, up to the next, is that question's answer.
  const answers: Token[][] = []
  for (const token of markdown.lexer(body)) {
    if (token.type === 'heading' && token.depth === 2) answers.push([])
    else if (token.type !== 'space') answers.at(-1)?.push(token)
  }
  const questions = sections.map((section, index) => {
    const answer = answers[index] ?? []
    if (answer.length === 0) throw new ContentError(`content/${file}: "${section.title}" has no answer under it`)
    return { question: section.title, answer: answerMarkdown.parser(answer).trim() }
  })
  return { page, lastUpdated, html, sections, questions }
}
