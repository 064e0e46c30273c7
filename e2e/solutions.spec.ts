import type { Page } from '@playwright/test'
import { playVideoName } from './support/content'
import { expect, gotoHydrated, test } from './support/fixtures'

const solutionPaths = ['/solutions/lms', '/solutions/last-mile-education', '/solutions/disha', '/solutions/comuniqa']

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

  test('shows four videos under Watch Our Solutions in Action', async ({ page }) => {
    const videos = page.getByRole('region', { name: 'Watch Our Solutions in Action' })
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
  test(`/solutions/${slug}: the hero offers Request Demo and Learn More, which scrolls to #${anchor}`, async ({ page }) => {
    await gotoHydrated(page, `/solutions/${slug}`)
    await expect(page.getByRole('main').getByRole('link', { name: 'Request Demo' })).toHaveAttribute('href', '/contact')
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

  test('closes with Schedule a Demo, View Case Studies and Contact Us Today', async ({ page }) => {
    const cta = page.getByRole('main').locator('section[aria-labelledby="call-to-action"]')
    await expect(cta.getByRole('link')).toHaveText(['Schedule a Demo', 'View Case Studies', 'Contact Us Today'])
    expect(await cta.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/contact',
      '/case-studies',
      '/contact',
    ])
  })
})

test.describe('/solutions/last-mile-education', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, '/solutions/last-mile-education')
  })

  test('has a video, the four benefits, four steps and Get Started Today', async ({ page }) => {
    await expect(page.getByRole('button', { name: playVideoName })).toHaveCount(1)
    await expect(page.locator('#benefits h3')).toHaveText([/satellite/i, /offline/i, /low-bandwidth/i, /real-time analytics/i])
    await expect(region(page, 'How It Works').locator('ol > li')).toHaveCount(4)
    await expect(page.getByRole('main').getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/contact')
  })
})

test.describe('/solutions/disha', () => {
  test('has Try Disha, a video, four features, five steps and a call to action', async ({ page }) => {
    await gotoHydrated(page, '/solutions/disha')
    await expect(page.getByRole('main').getByRole('link', { name: 'Try Disha' }).first()).toHaveAttribute('href', '/contact')
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
  test('has Try ComuniQa, a video, four features, four statements, five steps and a call to action', async ({ page }) => {
    await gotoHydrated(page, '/solutions/comuniqa')
    await expect(page.getByRole('main').getByRole('link', { name: 'Try ComuniQa' }).first()).toHaveAttribute('href', '/contact')
    await expect(page.getByRole('button', { name: playVideoName })).toHaveCount(1)
    await expect(page.locator('#features h3')).toHaveText([/conversation practice/i, /team collaboration/i, /certification/i, /progress analytics/i])
    await expect(region(page, 'Why Soft Skills Matter').getByRole('listitem')).toHaveCount(4)
    await expect(region(page, 'How It Works').locator('ol > li')).toHaveCount(5)
    await expect(page.locator('section[aria-labelledby="call-to-action"]').getByRole('link')).not.toHaveCount(0)
  })
})
