import { CASE_STUDIES_PATH, HOME_PATH } from '../src/paths'
import { content } from './support/content'
import { expect, gotoHydrated, test } from './support/fixtures'
import { headingsApartFromTheirText } from './support/printed'
import { pagePaths } from './support/routes'

const { site } = content

/** An A4 page's width inside the print stylesheet's margins (210 mm less 2 × 16 mm), in CSS pixels. */
const A4_TEXT_WIDTH = Math.round(((210 - 2 * 16) / 25.4) * 96)

interface Pale {
  what: string
  contrast: number
}

// Browsers print without backgrounds unless asked: every word and icon then lies on white paper, in its own colour
// laid over white. Words need the contrast WCAG asks on a screen (3:1 when large), icons 3:1.
function paleOnPaper(): Pale[] {
  const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!
  const onWhite = (color: string) => {
    canvas.fillStyle = '#fff'
    canvas.fillRect(0, 0, 1, 1)
    canvas.fillStyle = color
    canvas.fillRect(0, 0, 1, 1)
    const [r, g, b] = [...canvas.getImageData(0, 0, 1, 1).data].map((channel) => {
      const value = channel / 255
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
    })
    return 1.05 / (0.2126 * r! + 0.7152 * g! + 0.0722 * b! + 0.05)
  }
  const shown = (element: Element) =>
    element.getClientRects().length > 0 && getComputedStyle(element).visibility === 'visible'
  const pale: Pale[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (!node.textContent?.trim() || !parent || parent.closest('.sr-only, script, style') || !shown(parent)) continue
    const style = getComputedStyle(parent)
    const size = parseFloat(style.fontSize)
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700)
    const contrast = onWhite(style.color)
    if (contrast < (large ? 3 : 4.5)) pale.push({ what: node.textContent.trim().slice(0, 40), contrast })
  }
  for (const icon of document.querySelectorAll('svg.icon')) {
    const contrast = onWhite(getComputedStyle(icon).color)
    if (shown(icon) && contrast < 3)
      pale.push({ what: `an icon in "${icon.closest('li, a, section')?.textContent?.trim().slice(0, 40)}"`, contrast })
  }
  return pale.map(({ what, contrast }) => ({ what, contrast: Math.round(contrast * 10) / 10 }))
}

/** What paints a box-shadow on paper: Chrome paints a card's on the empty start it leaves at a page's foot. */
const shadowed = () =>
  [...document.querySelectorAll('body *')]
    .filter((element) => getComputedStyle(element).boxShadow !== 'none' && element.getClientRects().length > 0)
    .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')}`)

test('printed without backgrounds, every word and icon of every page shows on the white paper, and no card leaves a stray edge at the foot of a page', async ({
  page,
}) => {
  await page.setViewportSize({ width: A4_TEXT_WIDTH, height: 1000 })
  for (const path of pagePaths) {
    await gotoHydrated(page, path)
    await page.emulateMedia({ media: 'print' })
    expect(await page.evaluate(paleOnPaper), path).toEqual([])
    expect(await page.evaluate(shadowed), path).toEqual([])
    await page.emulateMedia({ media: 'screen' })
  }
})

test("a case study's way back sits under the story, as wide as it; printed, the page names the company, how to reach it and the page, and prints no buttons", async ({
  page,
}) => {
  const [study] = content.caseStudies
  await gotoHydrated(page, `/case-studies/${study!.id}`)
  const story = await page.locator('main [data-story]').boundingBox()
  const rule = await page.locator('[data-page-actions]').boundingBox()
  expect(rule!.x).toBeCloseTo(story!.x, 0)
  expect(rule!.width).toBeCloseTo(story!.width, 0)

  await page.emulateMedia({ media: 'print' })

  const details = page.locator('p', { hasText: site.contact.email }).filter({ hasText: site.name })
  await expect(details).toBeVisible()
  await expect(details).toContainText(`/case-studies/${study!.id}`)
  // What is printed is text: no button, and no link drawn as one (filled, or with a ring around it).
  const boxes = await page.evaluate(() =>
    [...document.querySelectorAll('a, button')]
      .filter((element) => element.getBoundingClientRect().width > 1)
      .filter((element) => {
        const style = getComputedStyle(element)
        return (
          element.tagName === 'BUTTON' || style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.boxShadow !== 'none'
        )
      })
      .map((element) => element.textContent?.trim()),
  )
  expect(boxes).toEqual([])
})

test('printed right after it loads, unscrolled, a page prints every picture sharp, none blurred or stood in for', async ({
  page,
}) => {
  for (const path of [HOME_PATH, CASE_STUDIES_PATH]) {
    await gotoHydrated(page, path)
    await page.emulateMedia({ media: 'print' })
    // Pictures not yet scrolled to have not loaded: on paper, neither they nor their stand-ins are blurred.
    const drawn = await page.evaluate(() =>
      [...document.querySelectorAll('picture img, img[aria-hidden="true"]')].map((img) => ({
        img: img.getAttribute('src'),
        filter: getComputedStyle(img).display === 'none' ? 'not printed' : getComputedStyle(img).filter,
      })),
    )
    expect(drawn.length, path).toBeGreaterThan(0)
    expect(
      drawn.filter(({ filter }) => filter !== 'none' && filter !== 'not printed'),
      path,
    ).toEqual([])
    expect(drawn.filter(({ filter }) => filter === 'none').length, `${path}: the pictures themselves`).toBeGreaterThan(
      0,
    )
    // Printing fetches every picture first: none is left for a scroll that will not come.
    await page.pdf()
    const missing = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>('picture img')]
        .filter((img) => !img.complete || img.naturalWidth === 0)
        .map((img) => img.currentSrc || img.src),
    )
    expect(missing, path).toEqual([])
    await page.emulateMedia({ media: 'screen' })
  }
})

test('printed on A4, no policy or guide leaves a heading at the foot of a page apart from its text', async ({
  page,
}) => {
  await page.setViewportSize({ width: A4_TEXT_WIDTH, height: 1000 })
  for (const { path } of content.articles) {
    await gotoHydrated(page, path)
    await page.emulateMedia({ media: 'print' })
    const pdf = await page.pdf({ format: 'A4', outline: true, tagged: true })
    expect(await headingsApartFromTheirText(page, pdf), path).toEqual([])
    await page.emulateMedia({ media: 'screen' })
  }
})
