// What Chromium prints, read from the PDF it writes with an outline (`page.pdf({ outline: true })`): the outline
// names each printed heading with the page it is on and how far up that page its top is.
import type { Page } from '@playwright/test'

/** The print stylesheet's margin at a page's foot (styles.css, `@page`), in points. */
const FOOT_MARGIN_PT = (18 / 25.4) * 72
const PX_PER_PT = 96 / 72

/** A PDF string as text: a literal `(…)` with its escapes, or UTF-16 in hex `<FEFF…>`. */
function pdfText(written: string): string {
  if (written.startsWith('<')) return Buffer.from(written.slice(5, -1), 'hex').swap16().toString('utf16le')
  return written
    .slice(1, -1)
    .replace(/\\([0-7]{1,3}|.)/g, (_, escaped: string) =>
      /^[0-7]/.test(escaped) ? String.fromCharCode(parseInt(escaped, 8)) : escaped,
    )
}

/** Each printed heading's words, with how far above the foot margin its top is on its page, in CSS pixels. */
function roomUnderHeadings(pdf: Buffer): { words: string; room: number }[] {
  const outline = /\/Title (\((?:\\.|[^\\)])*\)|<[0-9A-Fa-f]+>)\s*\/Dest \[\d+ 0 R \/XYZ [\d.-]+ ([\d.-]+)/g
  return [...pdf.toString('latin1').matchAll(outline)].map(([, title, top]) => ({
    words: pdfText(title!),
    room: (Number(top) - FOOT_MARGIN_PT) * PX_PER_PT,
  }))
}

/**
 * The height each printed heading needs on its page to have its text begin beneath it, in CSS pixels, in reading order:
 * from its top to the foot of the third line of its section's text (or the last, in a shorter section), laid out as
 * on paper. Run under print media, at the paper's width.
 */
const heightsWithText = (page: Page) =>
  page.evaluate(() => {
    const headings = [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')].filter(
      (heading) => heading.getClientRects().length > 0,
    )
    return headings.map((heading, index) => {
      const next = headings[index + 1]
      const lines = new Map<number, number>()
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      walker.currentNode = heading
      for (let node = walker.nextNode(); node && lines.size < 12; node = walker.nextNode()) {
        if (next && (next.contains(node) || next.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING))
          break
        if (heading.contains(node) || !node.textContent?.trim()) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        for (const box of range.getClientRects()) if (box.height > 0) lines.set(Math.round(box.top), box.bottom)
      }
      const feet = [...lines.entries()].sort(([a], [b]) => a - b).map(([, bottom]) => bottom)
      const third = feet[Math.min(2, feet.length - 1)]
      const height = third === undefined ? 0 : third - heading.getBoundingClientRect().top
      return { words: heading.textContent ?? '', height }
    })
  })

/**
 * The printed headings (by their words) with too little room under them on their page for the start of their text:
 * left at the foot of a page, apart from it. For a page under print media, at the paper's width.
 */
export async function headingsApartFromTheirText(page: Page, pdf: Buffer): Promise<string[]> {
  const printed = roomUnderHeadings(pdf)
  const needed = await heightsWithText(page)
  const apart: string[] = []
  for (const { words, height } of needed) {
    // The outline drops the space where a heading wraps.
    const index = printed.findIndex((heading) => heading.words.replace(/\s/g, '') === words.replace(/\s/g, ''))
    if (index === -1) throw new Error(`"${words}" is not in the PDF's outline`)
    const { room } = printed.splice(index, 1)[0]!
    // One pixel in hand for rounding between the page's layout and the paper's.
    if (room + 1 < height) apart.push(words)
  }
  return apart
}
