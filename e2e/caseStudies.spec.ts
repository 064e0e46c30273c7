import type { Page } from '@playwright/test'
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

test('the pre-rendered listing links to every case study, each a page', async ({ request }) => {
  const listing = readHtml(await (await request.get('/case-studies')).text())
  const linked = linkHrefsIn(listing)
    .filter((href) => href.startsWith('/case-studies/'))
    .map((href) => href.slice('/case-studies/'.length))
  expect(new Set(linked)).toEqual(new Set(studies.map((study) => study.id)))
  expect(pagePaths.filter((path) => path.startsWith('/case-studies/')).sort()).toEqual(
    studies.map((study) => `/case-studies/${study.id}`).sort(),
  )
})

test.describe('case studies listing', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/case-studies')
  })

  const cards = (page: Page) => page.locator(`#${labels.gridId} article`)
  const filters = (page: Page) => page.getByRole('group', { name: labels.filterLabel }).getByRole('button')
  const filter = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
  const linksOf = (page: Page) =>
    cards(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))

  test('each card shows its category, client type, title, a two-line summary and a link', async ({ page }) => {
    await expect(cards(page)).toHaveCount(studies.length)
    for (const card of await cards(page).all()) {
      const link = card.getByRole('link')
      const id = (await link.getAttribute('href'))!.replace('/case-studies/', '')
      const study = studies.find((candidate) => candidate.id === id)!
      const [badge, client] = await card.locator('div').first().locator('span').allInnerTexts()
      expect(badge).toBe(study.category)
      expect(client?.trim()).toBe(study.client)
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(study.title)
      await expect(card.locator('p').last()).toHaveCSS('-webkit-line-clamp', '2')
    }
  })

  test('offers All plus one button per category in the data, with All selected', async ({ page }) => {
    await expect(filters(page)).toHaveText([labels.allLabel, ...categories])
    await expect(filters(page).first()).toHaveAttribute('aria-pressed', 'true')
    await expect(page.locator('[aria-pressed="true"]')).toHaveCount(1)
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

  test('a shared link opens on its category; an unknown one shows them all', async ({ page }) => {
    await gotoHydrated(page, `/case-studies?category=${categorySlug(chosen.category)}`)
    await expect(filter(page, chosen.category)).toHaveAttribute('aria-pressed', 'true')
    await expect(cards(page)).toHaveCount(idsIn(chosen.category).length)
    await gotoHydrated(page, '/case-studies?category=%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    await expect(filter(page, labels.allLabel)).toHaveAttribute('aria-pressed', 'true')
    await expect(cards(page)).toHaveCount(studies.length)
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

for (const study of studies) {
  const path = `/case-studies/${study.id}`

  test.describe(`case study ${study.id}`, () => {
    test('shows every part of the story, in the HTML as it arrives', async ({ request }) => {
      const page = readHtml(await (await request.get(path)).text())
      const headings = [...page.querySelectorAll('h2')].map(textOf)
      for (const heading of [
        storyLabels.challengeHeading,
        storyLabels.solutionHeading,
        storyLabels.resultsHeading,
        storyLabels.technologiesHeading,
      ]) {
        expect(headings).toContain(heading)
      }
      expect(textOf(page.querySelector('main'))).toContain(study.category)
      if (study.testimonial) expect(textOf(page.querySelector('blockquote'))).toBe(`“${study.testimonial.quote}”`)
    })

    test('has its category, client, image, results, tags, any testimonial and video, and both buttons', async ({
      page,
    }) => {
      const [back, next] = storyLabels.actions
      await gotoHydrated(page, path)
      const main = page.getByRole('main')
      await expect(main.getByText(study.category, { exact: true })).toBeVisible()
      await expect(main.getByText(`${storyLabels.clientLabel}: ${study.client}`)).toBeVisible()
      await expect(main.locator('img[fetchpriority="high"]')).toHaveCount(1)
      await expect(page.getByRole('region', { name: storyLabels.resultsHeading }).getByRole('listitem')).toHaveCount(
        study.results.length,
      )
      await expect(
        page.getByRole('region', { name: storyLabels.technologiesHeading }).getByRole('listitem'),
      ).toHaveCount(study.technologies.length)
      await expect(main.locator('figure blockquote')).toHaveCount(study.testimonial ? 1 : 0)
      if (study.testimonial) await expect(main.locator('figure figcaption')).toContainText(study.testimonial.author)
      await expect(main.getByRole('link', { name: back!.label, exact: true })).toHaveAttribute('href', back!.href)
      await expect(main.getByRole('link', { name: next!.label, exact: true }).last()).toHaveAttribute(
        'href',
        `${next!.href}?topic=${study.id}`,
      )
      await expect(main.locator('[data-video]')).toHaveCount(study.video ? 1 : 0)
    })
  })
}

test('the way back returns to the listing', async ({ page }) => {
  await gotoHydrated(page, `/case-studies/${chosen.id}`)
  await page.getByRole('link', { name: storyLabels.actions[0]!.label, exact: true }).click()
  await expect(page).toHaveURL('/case-studies')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(labels.heading)
})

test('each study offers the next in the listing, the first after the last', async ({ request }) => {
  for (const [index, study] of studies.entries()) {
    const next = studies[(index + 1) % studies.length]!
    const page = readHtml(await (await request.get(`/case-studies/${study.id}`)).text())
    const onward = page.querySelector('main a[rel="next"]')
    expect(onward?.getAttribute('href'), study.id).toBe(`/case-studies/${next.id}`)
    expect(textOf(onward), study.id).toBe(`${storyLabels.nextLabel} ${next.title}`)
  }
})
