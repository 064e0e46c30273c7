import { Marked, type Token } from 'marked'
import { gfmHeadingId, getHeadingList } from 'marked-gfm-heading-id'
import { parse } from 'yaml'
import { FRONT_MATTER } from './yamlLayout.ts'
import { fillWords } from './words.ts'
import { articleFrontMatterSchema, type ArticleContent } from './schemas/index.ts'

// HTML never reaches a page: the check refuses it (src/content/validate.ts), and what it lets through (a comment, a
// note for editors) is written as nothing.
const NO_HTML = { gfm: true, async: false, renderer: { html: () => '' } } as const

/** For an FAQ's answers, which are parts of a page already given heading ids. */
const answerMarkdown = new Marked(NO_HTML)

/** A page's text in Markdown as HTML, its sections for the table of contents, and an FAQ's questions with their answers. */
export function compileText(body: string, faq = false): Omit<ArticleContent, 'page' | 'lastUpdated'> {
  const markdown = new Marked(NO_HTML, gfmHeadingId())
  const html = markdown.parse(body) as string
  const sections = getHeadingList()
    .filter((heading) => heading.level === 2)
    .map((heading) => ({ id: heading.id, title: heading.raw }))
  if (!faq) return { html, sections }

  // What stands under each "## " heading, up to the next, is that question's answer.
  const answers: Token[][] = []
  for (const token of markdown.lexer(body)) {
    if (token.type === 'heading' && token.depth === 2) answers.push([])
    else if (token.type !== 'space') answers.at(-1)?.push(token)
  }
  const questions = sections.map((section, index) => ({
    question: section.title,
    answer: answerMarkdown.parser(answers[index] ?? []).trim(),
  }))
  return { html, sections, questions }
}

/** A policy or guide compiled from Markdown at build time, once it has passed the check (load.ts: its sections and
 * an FAQ's answers are there), its `{{name}}`s filled from site.yaml's `values`. */
export function compileArticle(source: string, values: Record<string, string>): ArticleContent {
  const filled = fillWords(source, values)
  const frontMatter = FRONT_MATTER.exec(filled)!
  const { lastUpdated, faq, ...page } = articleFrontMatterSchema.parse(parse(frontMatter[1]!))
  return { page, lastUpdated, ...compileText(filled.slice(frontMatter[0].length), faq) }
}
