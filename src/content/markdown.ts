import { Marked, type Token } from 'marked'
import { gfmHeadingId, getHeadingList } from 'marked-gfm-heading-id'
import { parse } from 'yaml'
import { FRONT_MATTER } from './yamlLayout.ts'
import { fillWords } from './words.ts'
import { articleFrontMatterSchema, type ArticleContent } from './schemas/index.ts'

/** The addresses a link in a page's text may have: the web, mail, a phone, or a place on the site. */
export const SAFE_HREF = /^(https?:|mailto:|tel:|\/|#)/i

// HTML never reaches a page: the check refuses it (src/content/validate.ts), and what it lets through (a comment, a
// note for editors) is written as nothing. A link to any other address is written as its words alone, whatever made
// it (the check refuses one typed in the text; this also holds for one a site word completes).
const NO_HTML = {
  gfm: true,
  async: false,
  renderer: {
    html: () => '',
    link(
      this: { parser: { parseInline(tokens: Token[]): string } },
      { href, tokens }: { href: string; tokens: Token[] },
    ) {
      return SAFE_HREF.test(href) ? false : this.parser.parseInline(tokens)
    },
  },
} as const

/**
 * `text` as Markdown that shows it as written: a site word is words, never a link of its own making, HTML, emphasis or a
 * heading, list or quote. An address in it is still linked as GFM links any (an email, an https:// one).
 */
const asMarkdownText = (text: string) =>
  text
    .replace(/[\\`*[\]()<>!|~&]|(?<!\w)_|_(?!\w)/g, '\\$&')
    .replace(/^(\s*)([#>+=-])/gm, '$1\\$2')
    .replace(/^(\s*\d+)([.)])/gm, '$1\\$2')

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

/**
 * A policy or guide compiled from Markdown at build time, once it has passed the check (load.ts: its sections and an
 * FAQ's answers are there), its `{{name}}`s filled from site.yaml's `values`: in the front matter's values once read as
 * YAML, and in the text as words.
 */
export function compileArticle(source: string, values: Record<string, string>): ArticleContent {
  const frontMatter = FRONT_MATTER.exec(source)!
  const fill = (_key: unknown, value: unknown) => (typeof value === 'string' ? fillWords(value, values) : value)
  const { lastUpdated, faq, ...page } = articleFrontMatterSchema.parse(parse(frontMatter[1]!, fill))
  const words = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, asMarkdownText(value)]))
  return { page, lastUpdated, ...compileText(fillWords(source.slice(frontMatter[0].length), words), faq) }
}
