import { contactForm } from './support/contact'
import { expect, gotoHydrated, PHONE, test } from './support/fixtures'

test.use({ ...PHONE, viewport: { width: 320, height: 700 } })

/** WCAG's contrast ratio of two colours written as rgb() or rgba() (alpha ignored: the edges are opaque). */
function contrast(a: string, b: string) {
  const luminance = (color: string) => {
    const [r, g, b] = color
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((channel) => Number(channel) / 255)
    const linear = (value: number) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4)
    return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!)
  }
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (lighter! + 0.05) / (darker! + 0.05)
}

test('on the narrowest phone, the number has room for a whole phone number, and every field shows its edge', async ({
  page,
}) => {
  await gotoHydrated(page, '/contact')
  expect((await contactForm(page).phone.boundingBox())!.width).toBeGreaterThanOrEqual(150)

  // Each field's edge (a one-pixel inset ring) against the card it sits on: WCAG 1.4.11 asks 3:1.
  const edges = await page.evaluate(() =>
    [...document.querySelectorAll('form input, form select, form textarea')].map((control) => {
      let card: Element | null = control.parentElement
      while (card && getComputedStyle(card).backgroundColor === 'rgba(0, 0, 0, 0)') card = card.parentElement
      return {
        name: control.getAttribute('name'),
        edge: /rgba?\([^)]*\)(?= 0px 0px 0px 1px inset)/.exec(getComputedStyle(control).boxShadow)?.[0],
        background: card ? getComputedStyle(card).backgroundColor : 'rgb(255, 255, 255)',
      }
    }),
  )
  expect(edges.length).toBeGreaterThan(0)
  for (const { name, edge, background } of edges) {
    expect(edge, `${name} has an edge`).toBeDefined()
    expect(contrast(edge!, background), `${name}'s edge against ${background}`).toBeGreaterThanOrEqual(3)
  }
})

test('from a laptop at 200% zoom up, the number sits beside its country code, wherever the form is', async ({
  page,
}) => {
  await gotoHydrated(page, '/contact')
  const { countryCode, phone } = contactForm(page)
  // A laptop at 200% zoom, a tablet, the form beside the office details, and a laptop.
  for (const width of [640, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    const [code, number] = [(await countryCode.boundingBox())!, (await phone.boundingBox())!]
    expect(number.y, `one line at ${width} px`).toBe(code.y)
    expect(number.width, `room for a whole number at ${width} px`).toBeGreaterThanOrEqual(150)
  }
})
