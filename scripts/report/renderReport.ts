import { escapeHtml, kilobytes } from './format.ts'
import { KINDS } from './pageWeight.ts'
import { PHONE } from './pageWeight.ts'
import { cardCell, imagesCell, KIND_NAMES, linksCell, searchCell, weightCell, wordsCell } from './reportCells.ts'
import { REPORT_STYLES } from './reportStyles.ts'
import { DESCRIPTION_LIMIT, TITLE_LIMIT } from './pageFindings.ts'
import type { SiteReport } from './siteReport.ts'

/** Each column's heading and what it shows: on hovering the heading, and at the end of the report. */
const COLUMNS = [
  [
    'Address and search result',
    `The page's address, then its title, address and description as a search result shows them, cut with "…" past about ${TITLE_LIMIT} and ${DESCRIPTION_LIMIT} characters, with a warning for a title or description that is cut or missing.`,
  ],
  [
    'Link preview',
    "The page's social card (og:image) as a network shows it, with the site, title and description it sends; a warning when a tag or the picture is missing.",
  ],
  ['Words', "The words in the page's main content, as a visitor without JavaScript reads it; the bar compares pages."],
  [
    'Weight as loaded',
    `What a phone ${PHONE.width} px wide (1 device pixel per CSS pixel) fetches as Chromium loads the page, until it has hydrated and the network is quiet: the HTML, its stylesheets, every script and each image the browser picks for that screen, as the budgets count them. Text counted gzip -9, as a host sends it; images as they are. The bar's length compares pages; its colours split it by kind.`,
  ],
  [
    'Images without useful alt text',
    'Images with no alt (unless hidden from screen readers), an alt of spaces, or an alt that is a file name or a word like "image". An empty alt marks an image as decorative and passes.',
  ],
  [
    'Links that lead nowhere',
    "Links to a page of the site or an #anchor that does not exist (the build's link check); links to other sites are not followed.",
  ],
] as const

function summary(report: SiteReport): string {
  const heaviest = report.pages.toSorted((a, b) => b.weight.total - a.weight.total)[0]
  const tiles: [string, number, string][] = [
    ['Left to fill in before launch', report.placeholders.length, '#placeholders'],
    ['Search results with a warning', report.pages.filter((page) => page.search.warnings.length > 0).length, '#pages'],
    ['Link previews with a warning', report.pages.filter((page) => page.card.warnings.length > 0).length, '#pages'],
    ['Images without useful alt text', report.pages.reduce((sum, page) => sum + page.images.length, 0), '#pages'],
    ['Links that lead nowhere', report.pages.reduce((sum, page) => sum + page.deadLinks.length, 0), '#pages'],
  ]
  const tile = ([label, count, target]: [string, number, string]) =>
    `<li class="${count > 0 ? 'attention' : 'clear'}"><a href="${target}"><strong>${count}</strong>${escapeHtml(label)}</a></li>`
  const heaviestTile = heaviest
    ? `<li class="neutral"><a href="#pages"><strong>${kilobytes(heaviest.weight.total)}</strong>Heaviest page: ${escapeHtml(heaviest.path)}</a></li>`
    : ''
  return `<ul class="summary">${tiles.map(tile).join('')}${heaviestTile}</ul>`
}

function pagesTable(report: SiteReport): string {
  const mostWords = Math.max(0, ...report.pages.map((page) => page.words))
  const heaviest = Math.max(0, ...report.pages.map((page) => page.weight.total))
  const legend = KINDS.map((kind) => `<span><i class="swatch ${kind}"></i>${KIND_NAMES[kind]}</span>`).join('')
  const rows = report.pages.map(
    (page) =>
      `<tr>${searchCell(page)}${cardCell(page)}${wordsCell(page, mostWords)}${weightCell(page, heaviest)}${imagesCell(page)}${linksCell(page)}</tr>`,
  )
  return `<table>
<thead><tr>${COLUMNS.map(([heading, meaning]) => `<th scope="col" title="${escapeHtml(meaning)}">${escapeHtml(heading)}${heading === 'Weight as loaded' ? `<span class="legend">${legend}</span>` : ''}</th>`).join('')}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>`
}

function placeholderList(placeholders: string[]): string {
  if (placeholders.length === 0)
    return '<p class="fine">Nothing left: no placeholder in content/, and the build points at public addresses.</p>'
  return `<p>What <code>npm run check:launch</code> finds: placeholders in <code>content/</code> and build addresses that are missing or local.</p>
<ul class="placeholders">${placeholders.map((placeholder) => `<li>${escapeHtml(placeholder)}</li>`).join('')}</ul>`
}

/** The whole report, one HTML file with its styles inline; card pictures are read from `social/` beside it. */
export function renderReport(report: SiteReport): string {
  const built = report.builtAt.toISOString().slice(0, 16).replace('T', ' ')
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Site report: ${report.pages.length} pages</title>
<style>${REPORT_STYLES}</style>
</head>
<body>
<header>
  <h1>The built site, before launch</h1>
  <p class="built">${report.pages.length} pages of <code>dist/</code>, built ${built} UTC. <a href="#columns">What each column shows</a>.</p>
  ${summary(report)}
</header>
<main>
<section id="pages" aria-label="Pages">${pagesTable(report)}</section>
<section id="placeholders">
  <h2>Left to fill in before launch (${report.placeholders.length})</h2>
  ${placeholderList(report.placeholders)}
</section>
<section id="columns">
  <h2>What each column shows</h2>
  <dl>${COLUMNS.map(([heading, meaning]) => `<dt>${escapeHtml(heading)}</dt><dd>${escapeHtml(meaning)}</dd>`).join('')}</dl>
</section>
</main>
</body>
</html>
`
}
