import { barWidth, escapeHtml, kilobytes } from './format.ts'
import { KINDS } from './pageWeight.ts'
import type { SiteReport } from './siteReport.ts'

type Kind = (typeof KINDS)[number]
type PageReport = SiteReport['pages'][number]

export const KIND_NAMES: Record<Kind, string> = { html: 'HTML', css: 'CSS', js: 'JS', images: 'Images' }

const warningList = (warnings: string[]) =>
  warnings.length
    ? `<ul class="warnings">${warnings.map((warning) => `<li>${escapeHtml(warning)}</li>`).join('')}</ul>`
    : ''

const noneFound = '<span class="fine">None</span>'

/** The page's address, then the result as a search engine lists it. */
export function searchCell({ path, search }: PageReport): string {
  return `<td class="search">
  <p class="path">${escapeHtml(path)}</p>
  <div class="result">
    <p class="result-address">${escapeHtml(search.addressLine)}</p>
    <p class="result-title">${escapeHtml(search.shownTitle) || '<em>(no title)</em>'}</p>
    <p class="result-description">${escapeHtml(search.shownDescription) || '<em>(no description)</em>'}</p>
  </div>
  <p class="lengths">Title ${search.title.length} characters, description ${search.description.length}</p>
  ${warningList(search.warnings)}
</td>`
}

/** The link preview: the picture at a network's 1.91 : 1, then site, title and description. */
export function cardCell({ path, card }: PageReport): string {
  const picture = card.imageFile
    ? `<img src="${escapeHtml(card.imageFile)}" alt="Link preview picture of ${escapeHtml(path)}" width="1200" height="630" loading="lazy">`
    : '<div class="no-picture">No picture</div>'
  return `<td>
  <figure class="card">${picture}<figcaption>
    <span class="card-host">${escapeHtml(card.host)}</span>
    <span class="card-title">${escapeHtml(card.title)}</span>
    <span class="card-description">${escapeHtml(card.description)}</span>
  </figcaption></figure>
  ${warningList(card.warnings)}
</td>`
}

export function wordsCell({ words }: PageReport, mostWords: number): string {
  return `<td class="number">
  <span class="figure">${words.toLocaleString('en')}</span>
  <div class="bar"><span class="words" style="width:${barWidth(words, mostWords)}"></span></div>
</td>`
}

/** One bar per page, its length the page's total against the heaviest page, split by kind. */
export function weightCell({ weight }: PageReport, heaviest: number): string {
  const segments = KINDS.filter((kind) => weight.bytes[kind] > 0)
    .map(
      (kind) =>
        `<span class="${kind}" style="width:${barWidth(weight.bytes[kind], weight.total)}" title="${KIND_NAMES[kind]} ${kilobytes(weight.bytes[kind])}"></span>`,
    )
    .join('')
  const parts = KINDS.map(
    (kind) => `<span><i class="swatch ${kind}"></i>${KIND_NAMES[kind]} ${kilobytes(weight.bytes[kind])}</span>`,
  ).join('')
  return `<td class="weight">
  <span class="figure">${kilobytes(weight.total)}</span>
  <div class="bar"><div class="stack" style="width:${barWidth(weight.total, heaviest)}">${segments}</div></div>
  <p class="parts">${parts}</p>
  ${warningList(weight.missing.map((file) => `${file} is not in the build`))}
</td>`
}

/** Grouped by what is wrong, since one kind of mistake is usually repeated across a page. */
export function imagesCell({ images }: PageReport): string {
  if (images.length === 0) return `<td>${noneFound}</td>`
  const byProblem = new Map<string, string[]>()
  for (const { image, problem } of images) byProblem.set(problem, [...(byProblem.get(problem) ?? []), image])
  const items = [...byProblem].map(
    ([problem, names]) =>
      `<li>${escapeHtml(problem)}: ${names.map((name) => `<code>${escapeHtml(name)}</code>`).join(', ')}</li>`,
  )
  return `<td class="images-cell"><ul class="findings">${items.join('')}</ul></td>`
}

export function linksCell({ deadLinks }: PageReport): string {
  if (deadLinks.length === 0) return `<td class="links-cell">${noneFound}</td>`
  return `<td class="links-cell"><ul class="findings">${deadLinks.map((href) => `<li><code>${escapeHtml(href)}</code></li>`).join('')}</ul></td>`
}
