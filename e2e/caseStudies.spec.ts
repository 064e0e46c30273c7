import type { Locator, Page } from '@playwright/test'
import { linkHrefsIn, readHtml, textOf } from '../scripts/builder/html'
import { fillWords } from '../src/content/words'
import { categoriesOf, categorySlug } from '../src/lib/caseStudyFilter'
import { content } from './support/content'
import { expect, gotoHydrated, test } from './support/fixtures'
import { pagePaths } from './support/routes'

const labels = content.pages.caseStudies
const storyLabels = content.pages.caseStudy
const studies = content.caseStudies
const categories = categoriesOf(studies)
const idsIn = (category: string) =>
  studies.filter((study) => study.category === category).map((study) => `/case-studies/${study.id}`)
const announcement = (count: number) => fillWords(labels.resultsAnnouncement, { count, total: studies.length })
/** A category of the listing and one of its studies: the last in the listing, so not the first card. */
const chosen = studies.at(-1)!
const cards = (page: Page) => page.locator(`#${labels.gridId} article`)
const filters = (page: Page) => page.getByRole('group', { name: labels.filterLabel }).getByRole('button')
const filter = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
const linksOf = (page: Page) =>
  cards(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
const fontSize = (locator: Locator) => locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))

test('the pre-rendered listing links to every case study, each a page, by category in the order content lists them', async ({
  request,
}) => {
  const listing = readHtml(await (await request.get('/case-studies')).text())
  const linked = linkHrefsIn(listing)
    .filter((href) => href.startsWith('/case-studies/'))
    .map((href) => href.slice('/case-studies/'.length))
  expect([...new Set(linked)]).toEqual(studies.map((study) => study.id))
  expect(pagePaths.filter((path) => path.startsWith('/case-studies/')).sort()).toEqual(
    studies.map((study) => `/case-studies/${study.id}`).sort(),
  )
})

test.describe('case studies listing', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/case-studies')
  })

  test('offers All and one button per category, with All pressed, and cards with their category, client type, title, headline result (larger, above the title), two-line summary and link', async ({
    page,
  }) => {
    await expect(filters(page)).toHaveText([labels.allLabel, ...categories])
    await expect(filters(page).first()).toHaveAttribute('aria-pressed', 'true')
    await expect(page.locator('[aria-pressed="true"]')).toHaveCount(1)
    await expect(cards(page)).toHaveCount(studies.length)
    for (const card of await cards(page).all()) {
      const link = card.getByRole('link')
      const id = (await link.getAttribute('href'))!.replace('/case-studies/', '')
      const study = studies.find((candidate) => candidate.id === id)!
      const [badge, client] = await card.locator('div').first().locator('span').allInnerTexts()
      expect(badge).toBe(study.category)
      expect(client?.trim()).toBe(study.client)
      const title = card.getByRole('heading', { level: 2 })
      await expect(title).toHaveText(study.title)
      await expect(card.locator('p').last()).toHaveCSS('-webkit-line-clamp', '2')
      const figure = card.getByText(study.headline.figure, { exact: true })
      await expect(card.getByText(study.headline.label, { exact: true })).toBeVisible()
      expect(await fontSize(figure), `${id}: the result is larger than the title`).toBeGreaterThan(
        await fontSize(title),
      )
      expect((await figure.boundingBox())!.y, `${id}: the result comes before the title`).toBeLessThan(
        (await title.boundingBox())!.y,
      )
    }
  })

  test('has 1, 2 or 3 columns by screen width', async ({ page }) => {
    for (const [width, expected] of [
      [375, 1],
      [800, 2],
      [1280, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 })
      const tops = await cards(page).evaluateAll((all) => all.map((card) => card.getBoundingClientRect().top))
      expect(tops.filter((top) => Math.abs(top - tops[0]!) < 1).length, `${width} px`).toBe(expected)
    }
  })

  test('each category button shows only its case studies, and All shows them all again', async ({ page }) => {
    for (const category of categories) {
      await filter(page, category).click()
      await expect(filter(page, category)).toHaveAttribute('aria-pressed', 'true')
      await expect(filter(page, labels.allLabel)).toHaveAttribute('aria-pressed', 'false')
      await expect(cards(page)).toHaveCount(idsIn(category).length)
      expect((await linksOf(page)).sort()).toEqual(idsIn(category).sort())
      await expect(page.getByRole('status')).toHaveText(announcement(idsIn(category).length))
    }
    await filter(page, labels.allLabel).click()
    await expect(cards(page)).toHaveCount(studies.length)
    await expect(page).toHaveURL('/case-studies')
  })

  test('keeps the chosen category in the address, for a reload, a shared link and the back button', async ({
    page,
  }) => {
    const address = `/case-studies?category=${categorySlug(chosen.category)}`
    const count = idsIn(chosen.category).length
    await filter(page, chosen.category).click()
    await expect(page).toHaveURL(address)
    await expect(cards(page)).toHaveCount(count)

    await page.reload()
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
    await expect(filter(page, chosen.category)).toHaveAttribute('aria-pressed', 'true')
    await expect(cards(page)).toHaveCount(count)

    // Into a story and back: still filtered. Choosing a filter added no step to the history.
    await cards(page).getByRole('link', { name: chosen.title }).click()
    await expect(page).toHaveURL(`/case-studies/${chosen.id}`)
    await page.goBack()
    await expect(page).toHaveURL(address)
    await expect(cards(page)).toHaveCount(count)
    await filter(page, labels.allLabel).click()
    await expect(page).toHaveURL('/case-studies')
    await page.goBack()
    await expect(page).not.toHaveURL(/\/case-studies/)
  })

  test('the hero link to the grid scrolls there smoothly', async ({ page }) => {
    await page.evaluate(() => {
      const original = Element.prototype.scrollIntoView
      const calls: unknown[] = []
      ;(window as unknown as { scrollCalls: unknown[] }).scrollCalls = calls
      Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
        calls.push({ id: this.id, options })
        original.call(this, options)
      }
    })
    await page.getByRole('link', { name: content.pages.caseStudies.actions![0]!.label }).click()
    await expect(page).toHaveURL('/case-studies#case-studies')
    await expect(page.getByRole('button', { name: labels.allLabel, exact: true })).toBeInViewport()
    expect(await page.evaluate(() => (window as unknown as { scrollCalls: unknown[] }).scrollCalls)).toEqual([
      { id: 'case-studies', options: { behavior: 'smooth', block: 'start' } },
    ])
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the category filters are not offered, or each one filters', async ({ page }) => {
    await page.goto('/case-studies')
    await expect(cards(page)).toHaveCount(studies.length)
    // Only a button a visitor can see and press counts: unseen, it promises nothing.
    for (const category of categories) {
      const button = filter(page, category)
      if (!(await button.isVisible())) continue
      await button.click()
      await expect(cards(page), category).toHaveCount(idsIn(category).length)
    }
  })
})

// A link to a known category opens on it: the reload above.
test('a shared link to an unknown category shows them all', async ({ page }) => {
  await gotoHydrated(page, '/case-studies?category=%3Cscript%3Ealert(1)%3C%2Fscript%3E')
  await expect(filter(page, labels.allLabel)).toHaveAttribute('aria-pressed', 'true')
  await expect(cards(page)).toHaveCount(studies.length)
})

for (const study of studies) {
  test(`/case-studies/${study.id} leads with its headline result and the start of its story on the first screen, then its client, image, results, tags, any testimonial and video`, async ({
    page,
  }) => {
    await gotoHydrated(page, `/case-studies/${study.id}`)
    const main = page.getByRole('main')
    // A laptop's first screen (playwright.config.ts), before anything scrolls. Its buttons are specWords' and contactPath's.
    const screen = page.viewportSize()!.height
    const figure = main.getByText(study.headline.figure, { exact: true }).first()
    const challenge = page.getByRole('region', { name: storyLabels.challengeHeading })
    const [figureBox, headingBox, paragraphBox] = [
      await figure.boundingBox(),
      await challenge.getByRole('heading').boundingBox(),
      await challenge.locator('p').first().boundingBox(),
    ]
    expect(figureBox!.y + figureBox!.height, 'the headline figure').toBeLessThanOrEqual(screen)
    expect(headingBox!.y + headingBox!.height, `the ${storyLabels.challengeHeading} heading`).toBeLessThanOrEqual(
      screen,
    )
    expect(paragraphBox!.y, 'the story begins').toBeLessThan(screen)
    await expect(main.getByText(study.headline.label, { exact: true }).first()).toBeVisible()
    expect(await fontSize(figure), 'the result stands at twice the size of the text or more').toBeGreaterThanOrEqual(
      2 * (await fontSize(page.locator('body'))),
    )

    await expect(main.getByText(study.category, { exact: true })).toBeVisible()
    await expect(main.getByText(`${storyLabels.clientLabel}: ${study.client}`)).toBeVisible()
    await expect(main.locator('img[fetchpriority="high"]')).toHaveCount(1)
    await expect(page.getByRole('region', { name: storyLabels.resultsHeading }).getByRole('listitem')).toHaveCount(
      study.results.length,
    )
    await expect(page.getByRole('region', { name: storyLabels.technologiesHeading }).getByRole('listitem')).toHaveCount(
      study.technologies.length,
    )
    await expect(main.locator('figure blockquote')).toHaveText(
      study.testimonial ? [`“${study.testimonial.quote}”`] : [],
    )
    if (study.testimonial) await expect(main.locator('figure figcaption')).toContainText(study.testimonial.author)
    await expect(main.locator('[data-video]')).toHaveCount(study.video ? 1 : 0)
  })
}

test('each study offers the next in the listing, the first after the last', async ({ request }) => {
  for (const [index, study] of studies.entries()) {
    const next = studies[(index + 1) % studies.length]!
    const page = readHtml(await (await request.get(`/case-studies/${study.id}`)).text())
    const onward = page.querySelector('main a[rel="next"]')
    expect(onward?.getAttribute('href'), study.id).toBe(`/case-studies/${next.id}`)
    expect(textOf(onward), study.id).toBe(`${storyLabels.nextLabel} ${next.title}`)
  }
})
