import { DESCRIPTION_LIMIT, TITLE_LIMIT } from '../../src/content/schemas/primitives.ts'
import { KINDS, PHONE } from './pageWeight.ts'
import type { SiteReport } from './siteReport.ts'

/** Each column's heading and what it shows: on hovering the heading, and at the end of the report. */
const COLUMNS = {
  'Address and search result': `The page's address, then its title, address and description as a search result shows them, cut with "…" past about ${TITLE_LIMIT} and ${DESCRIPTION_LIMIT} characters, with a warning for a title or description that is cut or missing.`,
  'Link preview':
    "The page's social card (og:image) as a network shows it, with the site, title and description it sends; a warning when a tag or the picture is missing.",
  Words: "The words in the page's main content, as a visitor without JavaScript reads it; the bar compares pages.",
  'Weight as loaded': `What a phone ${PHONE.width} px wide (1 device pixel per CSS pixel) fetches as Chromium loads the page, until it has hydrated and the network is quiet: the HTML, its stylesheets, every script and each image the browser picks for that screen, as the budgets count them. Text counted gzip -9, as a host sends it; images as they are. The bar's length compares pages; its colours split it by kind.`,
  'Images without useful alt text':
    'Images with no alt (unless hidden from screen readers), an alt of spaces, or an alt that is a file name or a word like "image". An empty alt marks an image as decorative and passes.',
  'Links that lead nowhere':
    "Links to a page of the site or an #anchor that does not exist (the build's link check); links to other sites are not followed.",
}
const KIND_NAMES = { html: 'HTML', css: 'CSS', js: 'JS', images: 'Images' }

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`)
/** In kilobytes of 1024, as the speed budgets count them. */
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const width = (value: number, largest: number) => `width:${largest > 0 ? ((value / largest) * 100).toFixed(1) : 0}%`
const list = (className: string, items: string[]) =>
  `<ul class="${className}">${items.map((item) => `<li>${item}</li>`).join('')}</ul>`
const warnings = (texts: string[]) => (texts.length ? list('warnings', texts.map(escapeHtml)) : '')
const findings = (items: string[]) => (items.length ? list('findings', items) : '<span class="fine">None</span>')

function row(page: SiteReport['pages'][number], mostWords: number, heaviest: number): string {
  const { path, search, card, weight } = page
  // Grouped by what is wrong, since one kind of mistake is usually repeated across a page.
  const byProblem = new Map<string, string[]>()
  for (const { image, problem } of page.images)
    byProblem.set(problem, [...(byProblem.get(problem) ?? []), `<code>${escapeHtml(image)}</code>`])
  const imageFindings = [...byProblem].map(([problem, names]) => `${escapeHtml(problem)}: ${names.join(', ')}`)
  const picture = card.imageFile
    ? `<img src="${escapeHtml(card.imageFile)}" alt="Link preview picture of ${escapeHtml(path)}" width="1200" height="630" loading="lazy">`
    : '<div class="no-picture">No picture</div>'
  const segments = KINDS.map(
    (kind) => `<span class="${kind}" style="${width(weight.bytes[kind], weight.total)}"></span>`,
  )
  const parts = KINDS.map(
    (kind) => `<span><i class="${kind}"></i>${KIND_NAMES[kind]} ${kilobytes(weight.bytes[kind])}</span>`,
  )
  return `<tr>
<td class="search">
  <p class="path">${escapeHtml(path)}</p>
  <div class="result">
    <p class="result-address">${escapeHtml(search.addressLine)}</p>
    <p class="result-title">${escapeHtml(search.shownTitle) || '<em>(no title)</em>'}</p>
    <p>${escapeHtml(search.shownDescription) || '<em>(no description)</em>'}</p>
  </div>
  <p class="muted">Title ${search.title.length} characters, description ${search.description.length}</p>
  ${warnings(search.warnings)}
</td>
<td>
  <figure class="card">${picture}<figcaption>
    <span class="muted">${escapeHtml(card.host)}</span>
    <b>${escapeHtml(card.title)}</b>
    <span class="muted card-description">${escapeHtml(card.description)}</span>
  </figcaption></figure>
  ${warnings(card.warnings)}
</td>
<td>
  <b>${page.words.toLocaleString('en')}</b>
  <div class="bar"><span class="words" style="${width(page.words, mostWords)}"></span></div>
</td>
<td class="weight">
  <b class="figure">${kilobytes(weight.total)}</b>
  <div class="bar"><div class="stack" style="${width(weight.total, heaviest)}">${segments.join('')}</div></div>
  <p class="parts muted">${parts.join('')}</p>
  ${warnings(weight.missing.map((file) => `${file} is not in the build`))}
</td>
<td>${findings(imageFindings)}</td>
<td>${findings(page.deadLinks.map((href) => `<code>${escapeHtml(href)}</code>`))}</td>
</tr>`
}

/** The whole report, one HTML file with its styles inline; card pictures are read from `social/` beside it. */
export function renderReport({ builtAt, pages, placeholders }: SiteReport): string {
  const mostWords = Math.max(0, ...pages.map((page) => page.words))
  const heaviest = Math.max(0, ...pages.map((page) => page.weight.total))
  const heaviestPage = pages.find((page) => page.weight.total === heaviest)!
  const tile = (label: string, count: number, target = '#pages') =>
    `<li class="${count > 0 ? 'attention' : 'clear'}"><a href="${target}"><strong>${count}</strong>${label}</a></li>`
  const summary = [
    tile('Left to fill in before launch', placeholders.length, '#placeholders'),
    tile('Search results with a warning', pages.filter((page) => page.search.warnings.length > 0).length),
    tile('Link previews with a warning', pages.filter((page) => page.card.warnings.length > 0).length),
    tile('Images without useful alt text', pages.flatMap((page) => page.images).length),
    tile('Links that lead nowhere', pages.flatMap((page) => page.deadLinks).length),
    `<li class="neutral"><a href="#pages"><strong>${kilobytes(heaviest)}</strong>Heaviest page: ${escapeHtml(heaviestPage.path)}</a></li>`,
  ]
  const leftToFill = placeholders.length
    ? `<p>What <code>npm run check:launch</code> finds: placeholders in <code>content/</code> and build addresses that are missing or local.</p>
  ${list('placeholders', placeholders.map(escapeHtml))}`
    : '<p class="fine">Nothing left: no placeholder in content/, and the build points at public addresses.</p>'
  const columns = Object.entries(COLUMNS)
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Site report: ${pages.length} pages</title>
<style>${STYLES}</style>
</head>
<body>
<header>
  <h1>The built site, before launch</h1>
  <p class="muted">${pages.length} pages of <code>dist/</code>, built ${builtAt.toISOString().slice(0, 16).replace('T', ' ')} UTC. <a href="#columns">What each column shows</a>.</p>
  <ul class="summary">${summary.join('')}</ul>
</header>
<main>
<table id="pages">
<thead><tr>${columns.map(([heading, meaning]) => `<th scope="col" title="${escapeHtml(meaning)}">${heading}</th>`).join('')}</tr></thead>
<tbody>
${pages.map((page) => row(page, mostWords, heaviest)).join('\n')}
</tbody>
</table>
<section id="placeholders">
  <h2>Left to fill in before launch (${placeholders.length})</h2>
  ${leftToFill}
</section>
<section id="columns">
  <h2>What each column shows</h2>
  <dl>${columns.map(([heading, meaning]) => `<dt>${heading}</dt><dd>${escapeHtml(meaning)}</dd>`).join('')}</dl>
</section>
</main>
</body>
</html>
`
}

// Inline, so that the report opens anywhere with no request.
const STYLES = `
* { box-sizing: border-box; }
body { max-width: 1400px; margin: 0 auto; padding: 24px; font: 14px/1.45 system-ui, sans-serif; color: #14224f; background: #f6f7fb; }
h1, p, figure { margin: 0; }
code, .path { font: 12px ui-monospace, monospace; }
.muted { color: #5b6478; font-size: 12px; }
.summary { display: grid; grid-template-columns: repeat(6, 1fr); gap: 12px; padding: 0; list-style: none; }
.summary a { display: block; height: 100%; padding: 12px; border: 1px solid #e3e6ee; border-radius: 10px; background: #fff; color: inherit; text-decoration: none; }
.summary strong { display: block; font-size: 24px; }
.attention a, .warnings li { border-color: #fda29b; background: #fef3f2; }
.attention strong, .warnings, .findings { color: #b42318; }
.clear strong, .fine { color: #067647; }
table { width: 100%; border-collapse: collapse; background: #fff; }
th, td { padding: 12px; text-align: left; vertical-align: top; border: 1px solid #e3e6ee; }
th { position: sticky; top: 0; background: #eef1f8; cursor: help; }
.result { margin: 6px 0 4px; padding: 10px 12px; border: 1px solid #e3e6ee; border-radius: 8px; font-family: Arial, sans-serif; color: #4d5156; }
.result-title { color: #1a0dab; font-size: 18px; }
.card { width: 210px; border: 1px solid #dadde1; border-radius: 8px; overflow: hidden; background: #f0f2f5; }
.card img, .no-picture { display: grid; place-items: center; width: 100%; height: auto; aspect-ratio: 1.91; object-fit: cover; background: #e4e6eb; }
.card figcaption { display: grid; padding: 8px 10px; }
.card-description { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.bar { height: 10px; margin-top: 4px; border-radius: 5px; background: #eef1f8; overflow: hidden; }
.bar span, .stack { display: flex; height: 100%; }
.parts { display: grid; grid-template-columns: 1fr 1fr; margin-top: 6px; white-space: nowrap; }
.parts i { display: inline-block; width: 8px; height: 8px; margin-right: 4px; }
.words { background: #3b82f6; } .html { background: #64748b; } .css { background: #8b5cf6; } .js { background: #f59e0b; } .images { background: #14b8a6; }
.warnings { padding: 0; list-style: none; font-size: 12px; }
.warnings li { margin-top: 4px; padding: 3px 8px; border-radius: 6px; }
.findings { margin: 0; padding-left: 16px; font-size: 12px; }
dt { font-weight: 600; }
`
