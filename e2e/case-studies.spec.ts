import { content, playVideoName } from './support/content'
import { expect, gotoHydrated, test } from './support/fixtures'
import { pagePaths } from './support/routes'

const detailPaths = pagePaths.filter((path) => path.startsWith('/case-studies/'))

/** The spec's six case studies and their categories. */
const categories: Record<string, string> = {
  'retail-transformation': 'Predictive Analytics',
  'healthcare-efficiency': 'Healthcare AI',
  'financial-insights': 'Financial AI',
  'manufacturing-optimization': 'Industrial AI',
  'supply-chain-intelligence': 'Supply Chain AI',
  'customer-experience': 'Customer AI',
}

test('the pre-rendered listing links to all six case studies', async ({ request }) => {
  const html = await (await request.get('/case-studies')).text()
  const linked = [...html.matchAll(/href="\/case-studies\/([a-z-]+)"/g)].map((match) => match[1])
  expect(new Set(linked)).toEqual(new Set(Object.keys(categories)))
  expect(detailPaths.sort()).toEqual(Object.keys(categories).map((id) => `/case-studies/${id}`).sort())
})

test.describe('case studies listing', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/case-studies')
  })

  const cards = (page: import('@playwright/test').Page) => page.locator('#case-studies article')
  const filters = (page: import('@playwright/test').Page) => page.getByRole('group', { name: content.pages.caseStudies.filterLabel }).getByRole('button')

  test('each card shows its category, client type, title, a two-line summary and a link', async ({ page }) => {
    await expect(cards(page)).toHaveCount(6)
    for (const card of await cards(page).all()) {
      const link = card.getByRole('link')
      const id = (await link.getAttribute('href'))!.replace('/case-studies/', '')
      const [badge, client] = await card.locator('div').first().locator('span').allInnerTexts()
      expect(badge).toBe(categories[id])
      expect(client?.trim()).toBeTruthy()
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(await link.innerText())
      await expect(card.locator('p').last()).toHaveCSS('-webkit-line-clamp', '2')
    }
  })

  test('offers All plus one button per category in the data, with All selected', async ({ page }) => {
    await expect(filters(page)).toHaveText(['All', ...Object.values(categories)])
    await expect(filters(page).first()).toHaveAttribute('aria-pressed', 'true')
    await expect(page.locator('[aria-pressed="true"]')).toHaveCount(1)
  })

  test('each category button shows only its case studies, and All shows them all again', async ({ page }) => {
    for (const [id, category] of Object.entries(categories)) {
      await page.getByRole('button', { name: category, exact: true }).click()
      await expect(page.getByRole('button', { name: category, exact: true })).toHaveAttribute('aria-pressed', 'true')
      await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false')
      await expect(cards(page)).toHaveCount(1)
      await expect(cards(page).getByRole('link')).toHaveAttribute('href', `/case-studies/${id}`)
      await expect(page.getByRole('status')).toHaveText(content.pages.caseStudies.resultsAnnouncement.replace('{count}', '1').replace('{total}', '6'))
    }
    await page.getByRole('button', { name: 'All' }).click()
    await expect(cards(page)).toHaveCount(6)
    await expect(page).toHaveURL('/case-studies')
  })

  test('keeps the chosen category in the address, for a reload, a shared link and the back button', async ({ page }) => {
    await page.getByRole('button', { name: 'Healthcare AI', exact: true }).click()
    await expect(page).toHaveURL('/case-studies?category=healthcare-ai')
    await expect(cards(page)).toHaveCount(1)

    await page.reload()
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
    await expect(page.getByRole('button', { name: 'Healthcare AI', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).getByRole('link')).toHaveAttribute('href', '/case-studies/healthcare-efficiency')

    // Into a story and back: still filtered. Choosing a filter added no step to the history.
    await cards(page).getByRole('link').click()
    await expect(page).toHaveURL('/case-studies/healthcare-efficiency')
    await page.goBack()
    await expect(page).toHaveURL('/case-studies?category=healthcare-ai')
    await expect(cards(page)).toHaveCount(1)
    await page.getByRole('button', { name: 'All' }).click()
    await expect(page).toHaveURL('/case-studies')
    await page.goBack()
    await expect(page).not.toHaveURL(/\/case-studies/)
  })

  test('a shared link opens on its category; an unknown one shows them all', async ({ page }) => {
    await gotoHydrated(page, '/case-studies?category=supply-chain-ai')
    await expect(page.getByRole('button', { name: 'Supply Chain AI', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(cards(page)).toHaveCount(1)
    await gotoHydrated(page, '/case-studies?category=%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
    await expect(cards(page)).toHaveCount(6)
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
    await expect(page.getByRole('button', { name: 'All' })).toBeInViewport()
    expect(await page.evaluate(() => (window as unknown as { scrollCalls: unknown[] }).scrollCalls)).toEqual([
      { id: 'case-studies', options: { behavior: 'smooth', block: 'start' } },
    ])
  })
})

for (const path of detailPaths) {
  const id = path.replace('/case-studies/', '')

  test.describe(`case study ${id}`, () => {
    test('shows every part of the story, in the HTML as it arrives', async ({ request }) => {
      const html = await (await request.get(path)).text()
      for (const heading of ['The Challenge', 'Our Solution', 'Results', 'Technologies Used']) {
        expect(html).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`))
      }
      expect(html).toContain(categories[id])
      expect(html).toMatch(/<blockquote[^>]*>“(<!-- -->)?[^<]+(<!-- -->)?”<\/blockquote>/)
    })

    // The specification's Discuss Your Project reads the site's one primary label and carries the study (issue 15).
    test('has its category, client, image, results, tags, testimonial and both buttons', async ({ page }) => {
      await gotoHydrated(page, path)
      const main = page.getByRole('main')
      await expect(main.getByText(categories[id]!, { exact: true })).toBeVisible()
      await expect(main.getByText(/^Client: /)).toBeVisible()
      await expect(main.locator('img[fetchpriority="high"]')).toHaveCount(1)
      await expect(page.getByRole('region', { name: 'Results' }).getByRole('listitem')).not.toHaveCount(0)
      await expect(page.getByRole('region', { name: 'Technologies Used' }).getByRole('listitem')).not.toHaveCount(0)
      await expect(main.locator('figure blockquote')).toBeVisible()
      await expect(main.locator('figure figcaption')).toContainText(/\S+/)
      await expect(main.getByRole('link', { name: 'Back to Case Studies' })).toHaveAttribute('href', '/case-studies')
      await expect(main.getByRole('link', { name: content.site.navigation.cta.label }).last()).toHaveAttribute('href', `/contact?topic=${id}`)
      await expect(main.getByRole('button', { name: playVideoName })).toHaveCount(id === 'manufacturing-optimization' ? 1 : 0)
    })
  })
}

test('Back to Case Studies returns to the listing', async ({ page }) => {
  await gotoHydrated(page, '/case-studies/financial-insights')
  await page.getByRole('link', { name: 'Back to Case Studies' }).click()
  await expect(page).toHaveURL('/case-studies')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
