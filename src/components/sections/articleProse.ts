/** How a policy's or guide's text is set: the page's and the editor's preview alike. */
export const ARTICLE_PROSE =
  'prose max-w-3xl prose-slate prose-headings:scroll-mt-28 prose-headings:text-ink prose-h2:mt-12 prose-h2:text-2xl prose-h2:first:mt-0 prose-a:text-brand-700 prose-a:underline-offset-2 prose-strong:text-ink'
