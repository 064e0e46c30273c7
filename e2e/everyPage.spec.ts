// One load of every page, as a phone opens it: it hydrates cleanly, it is whole at every width, and axe finds nothing
// at a phone's width, nor at a laptop's on the first page of each route (the others share its layout).
import { axeViolations, expect, gotoHydrated, test, PHONE } from './support/fixtures'
import { headingsIn, titleOf } from './support/html'
import { NOT_FOUND_PATH, pagesByRoute, prerenderPaths } from './support/routes'

test.use(PHONE)

/**
 * The narrowest width of each layout, where its text has least room: the narrowest phone, the header's 360 px, then
 * Tailwind's sm, md, lg and xl (a laptop at 200% zoom is 640-735 px); and a wide screen. Within a layout, widening
 * only adds room (the display sizes grow with the screen far slower than their column), so text cut at some width is
 * cut at its layout's narrowest.
 */
const WIDTHS = [300, 360, 640, 768, 1024, 1280, 1920]

/** A laptop's layout is checked by axe on the first page of each route and on the 404 page. */
const LAYOUT_SAMPLES = new Set([...pagesByRoute.map((paths) => paths[0]), NOT_FOUND_PATH])

interface CutText {
  text: string
  left: number
  right: number
  /** The screen, or the element that clips the text. */
  within: string
}

// Text even partly outside the screen or a sideways-clipping ancestor, screen-reader text aside; text scrolled to or
// cut with an ellipsis counts as the element that scrolls or cuts it, which must itself be in view.
function cutText(): CutText[] {
  const tolerance = 1
  const cut: CutText[] = []
  // Each ancestor is asked once, however many texts it holds.
  const seen = new Map<Element, { style: CSSStyleDeclaration; box: DOMRect }>()
  const measured = (element: Element) => {
    let found = seen.get(element)
    if (!found) seen.set(element, (found = { style: getComputedStyle(element), box: element.getBoundingClientRect() }))
    return found
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim()
    const parent = node.parentElement
    if (!text || !parent || parent.closest('.sr-only, script, style, noscript, template')) continue
    // Visually hidden by a variant rather than the class: one pixel, clipped.
    const style = getComputedStyle(parent)
    if (style.position === 'absolute' && style.width === '1px' && style.overflow === 'hidden') continue
    const range = document.createRange()
    range.selectNodeContents(node)
    const boxes = [...range.getClientRects()].filter((box) => box.width > 0 && box.height > 0)
    if (boxes.length === 0) continue
    // What must be seen: the text, or, where it is cut on purpose, the element that cuts it.
    let left = Math.min(...boxes.map((box) => box.left))
    let right = Math.max(...boxes.map((box) => box.right))
    let bounds = [{ left: 0, right: document.documentElement.clientWidth, within: 'the screen' }]
    for (
      let ancestor: Element | null = parent;
      ancestor && ancestor !== document.documentElement;
      ancestor = ancestor.parentElement
    ) {
      const { style, box } = measured(ancestor)
      if (style.textOverflow === 'ellipsis' || style.overflowX === 'auto' || style.overflowX === 'scroll') {
        ;({ left, right } = box)
        bounds = bounds.slice(0, 1)
      } else if (style.overflowX === 'hidden' || style.overflowX === 'clip') {
        bounds.push({
          left: box.left,
          right: box.right,
          within: `<${ancestor.tagName.toLowerCase()} class="${ancestor.getAttribute('class') ?? ''}">`,
        })
      }
    }
    const outside = bounds.find((bound) => left < bound.left - tolerance || right > bound.right + tolerance)
    if (outside)
      cut.push({
        text: text.slice(0, 60),
        left: Math.round(left),
        right: Math.round(right),
        within: outside.within.slice(0, 120),
      })
  }
  // A single-line field's placeholder cannot wrap: where it is wider than the field, its end is cut off.
  const pen = document.createElement('canvas').getContext('2d')!
  for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
    if (input.getClientRects().length === 0) continue
    const { paddingLeft, paddingRight } = getComputedStyle(input)
    const room = input.clientWidth - parseFloat(paddingLeft) - parseFloat(paddingRight)
    const { fontStyle, fontWeight, fontSize, fontFamily } = getComputedStyle(input, '::placeholder')
    pen.font = `${fontStyle} ${fontWeight} ${fontSize} ${fontFamily}`
    const needed = pen.measureText(input.placeholder).width
    if (needed > room + tolerance)
      cut.push({
        text: input.placeholder.slice(0, 60),
        left: 0,
        right: Math.round(needed),
        within: `<input name="${input.name}"> with room for ${Math.round(room)} px`,
      })
  }
  return cut
}

// The header's words each on one line: a link or the logo's name broken in two where its row is too tight.
function brokenInHeader(): string[] {
  const broken: string[] = []
  const walker = document.createTreeWalker(document.querySelector('header')!, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim() || node.parentElement?.closest('.sr-only')) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    const lines = new Set([...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)))
    if (lines.size > 1) broken.push(node.textContent.trim())
  }
  return broken
}

for (const path of prerenderPaths) {
  const address = path === NOT_FOUND_PATH ? '/no-such-page' : path
  const axeWidths = LAYOUT_SAMPLES.has(path) ? [375, 1280] : [375]
  test(`${address} hydrates cleanly, shows all its text and never scrolls sideways from 300 to 1920 px, and axe finds no WCAG 2.2 AA violation at ${axeWidths.join(' or ')} px`, async ({
    page,
    request,
    consoleProblems,
    cspViolations,
  }) => {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 740 })
    await gotoHydrated(page, address)
    if (path !== NOT_FOUND_PATH) {
      const html = await (await request.get(path)).text()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingsIn(html)[0]!)
      await expect(page).toHaveTitle(titleOf(html)!)
    }
    // Every section drawn, the lazy images in place, as a visitor who scrolled to the end sees it.
    await page.waitForLoadState('networkidle')
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 })
      expect(await page.evaluate(cutText), `cut text at ${width} px`).toEqual([])
      expect(await page.evaluate(brokenInHeader), `header words broken at ${width} px`).toEqual([])
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        `sideways scroll at ${width} px`,
      ).toBeLessThanOrEqual(0)
    }
    for (const width of axeWidths) {
      await page.setViewportSize({ width, height: 740 })
      expect(await axeViolations(page), `axe at ${width} px`).toEqual([])
    }
    // The 404 page logs the address it was asked for (e2e/notFound.spec.ts).
    if (path !== NOT_FOUND_PATH) expect(consoleProblems).toEqual([])
    expect(cspViolations).toEqual([])
  })
}
