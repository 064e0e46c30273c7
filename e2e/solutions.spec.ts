import type { Page } from '@playwright/test'
import { content, playVideoName } from './support/content'
import { expect, gotoHydrated, test } from './support/fixtures'

const solutionPaths = ['/solutions/lms', '/solutions/last-mile-education', '/solutions/disha', '/solutions/comuniqa']

// The specification's Request Demo, Schedule a Demo, Try Disha, Get Started Today… all lead to the
// contact form: they read the site's one primary label now, and carry the page's topic (issue 15).
const ask = content.site.navigation.cta.label
const proof = content.site.navigation.proof.label

test.describe('Our Projects', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/solutions')
  })

  test('has four solution cards, each with an image and a Learn More link', async ({ page }) => {
    const cards = page.locator('#projects li')
    await expect(cards).toHaveCount(4)
    for (const [index, card] of (await cards.all()).entries()) {
      await expect(card.getByRole('heading', { level: 3 })).toBeVisible()
      await expect(card.locator('picture img')).toHaveAttribute('width', /\d+/)
      await expect(card.getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', solutionPaths[index]!)
    }
  })

  test('shows four videos under Watch Our Projects in Action', async ({ page }) => {
    const videos = page.getByRole('region', { name: content.pages.solutions.videos.heading })
    await expect(videos.getByRole('button', { name: playVideoName })).toHaveCount(4)
  })

  test('ends with Get in Touch to /contact', async ({ page }) => {
    await expect(page.getByRole('main').getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact')
  })
})

/** A section of a solution page, found by its heading. */
const region = (page: Page, name: string | RegExp) => page.getByRole('region', { name })

async function expectAnchorScroll(page: Page, linkName: string, anchor: string) {
  await expect(page.locator(`#${anchor}`)).not.toBeInViewport()
  await page.getByRole('main').getByRole('link', { name: linkName, exact: true }).first().click()
  await expect(page).toHaveURL(new RegExp(`#${anchor}$`))
  await expect(page.locator(`#${anchor} h2`)).toBeInViewport()
}

for (const [slug, anchor] of [
  ['lms', 'features'],
  ['last-mile-education', 'benefits'],
] as const) {
  test(`/solutions/${slug}: the hero offers the call to action and Learn More, which scrolls to #${anchor}`, async ({ page }) => {
    await gotoHydrated(page, `/solutions/${slug}`)
    await expect(page.getByRole('main').getByRole('link', { name: ask }).first()).toHaveAttribute('href', `/contact?topic=${slug}`)
    await expectAnchorScroll(page, 'Learn More', anchor)
  })
}

test.describe('/solutions/lms', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/solutions/lms')
  })

  test('has a video, eight key features and the cloud and satellite partners', async ({ page }) => {
    await expect(page.getByRole('button', { name: playVideoName })).toHaveCount(1)
    await expect(page.locator('#features h3')).toHaveCount(8)
    const partners = page.locator('#partnership li')
    await expect(partners).toHaveCount(2)
    await expect(partners.nth(0)).toContainText(/cloud/i)
    await expect(partners.nth(1)).toContainText(/satellite/i)
  })

  test('closes with the call to action and View Case Studies', async ({ page }) => {
    const cta = page.getByRole('main').locator('section[aria-labelledby="call-to-action"]')
    await expect(cta.getByRole('link')).toHaveText([ask, proof])
    expect(await cta.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/contact?topic=lms', '/case-studies'])
  })
})

test.describe('/solutions/last-mile-education', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/solutions/last-mile-education')
  })

  test('has a video, the four benefits, four steps and the call to action', async ({ page }) => {
    await expect(page.getByRole('button', { name: playVideoName })).toHaveCount(1)
    await expect(page.locator('#benefits h3')).toHaveText([/satellite/i, /offline/i, /low-bandwidth/i, /real-time analytics/i])
    await expect(region(page, 'How It Works').locator('ol > li')).toHaveCount(4)
    await expect(page.getByRole('main').getByRole('link', { name: ask }).last()).toHaveAttribute('href', '/contact?topic=last-mile-education')
  })
})

test.describe('/solutions/disha', () => {
  test('has the call to action, a video, four features, five steps and a closing call to action', async ({ page }) => {
    await gotoHydrated(page, '/solutions/disha')
    await expect(page.getByRole('main').getByRole('link', { name: ask }).first()).toHaveAttribute('href', '/contact?topic=disha')
    await expect(page.getByRole('button', { name: playVideoName })).toHaveCount(1)
    await expect(page.locator('#features h3')).toHaveText([/learning paths/i, /career goal/i, /skill gap/i, /peer learning/i])
    await expect(region(page, 'How Disha Works').locator('ol > li h3')).toHaveText([
      /assessment/i,
      /goal setting/i,
      /personali[sz]ed learning/i,
      /progress tracking/i,
      /adaptive guidance/i,
    ])
    await expect(page.locator('section[aria-labelledby="call-to-action"]').getByRole('link')).not.toHaveCount(0)
  })
})

test.describe('/solutions/comuniqa', () => {
  test('has the call to action, a video, four features, four statements, five steps and a closing call to action', async ({ page }) => {
    await gotoHydrated(page, '/solutions/comuniqa')
    await expect(page.getByRole('main').getByRole('link', { name: ask }).first()).toHaveAttribute('href', '/contact?topic=comuniqa')
    await expect(page.getByRole('button', { name: playVideoName })).toHaveCount(1)
    await expect(page.locator('#features h3')).toHaveText([/conversation practice/i, /team collaboration/i, /certification/i, /progress analytics/i])
    await expect(region(page, 'Why Soft Skills Matter').getByRole('listitem')).toHaveCount(4)
    await expect(region(page, 'How It Works').locator('ol > li')).toHaveCount(5)
    await expect(page.locator('section[aria-labelledby="call-to-action"]').getByRole('link')).not.toHaveCount(0)
  })
})
