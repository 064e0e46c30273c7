/** `NodeFilter.SHOW_TEXT`, which Node has no global for. */
const SHOW_TEXT = 4
/** A run of characters is a word when it holds a letter or digit, not when it is punctuation left between two tags. */
const WORD = /[\p{L}\p{N}]/u

/**
 * The words in the page's `<main>`, as a visitor without JavaScript reads them. Counted text node by
 * text node: the page's whole text runs adjacent elements together ("chainDemand" from
 * `chain</h1><p>Demand`), which would count two words as one.
 */
export function wordsIn(page: Document): number {
  const main = page.querySelector('main')
  if (!main) return 0
  const walker = page.createTreeWalker(main, SHOW_TEXT)
  let words = 0
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('script, style, template')) continue
    words += (node.textContent ?? '').split(/\s+/).filter((word) => WORD.test(word)).length
  }
  return words
}
