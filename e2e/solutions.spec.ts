import type { Locator } from '@playwright/test'
import { content } from './support/content'
import { expect, gotoHydrated, test } from './support/fixtures'

const projects = content.pages.solutions
/** Where a button leads on a solution's page: the contact form is told the solution; an anchor is on the page. */
const target = (href: string, slug: string) =>
  href === '/contact' ? `/contact?topic=${slug}` : href.startsWith('#') ? `/solutions/${slug}${href}` : href
const hrefsOf = (links: Locator) =>
  links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')))

test('Our Projects has a card for each solution, in order, each with an image and a link to its page, and ends with its call to action', async ({
  page,
}) => {
  await gotoHydrated(page, '/solutions')
  const cards = page.locator('#projects li')
  await expect(cards).toHaveCount(content.solutions.length)
  for (const [index, card] of (await cards.all()).entries()) {
    const solution = content.solutions[index]!
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(solution.name)
    await expect(card.locator('picture img')).toHaveAttribute('width', /\d+/)
    await expect(card.getByRole('link', { name: new RegExp(`^${projects.linkLabel}`) })).toHaveAttribute(
      'href',
      `/solutions/${solution.slug}`,
    )
  }
  const band = page.getByRole('region', { name: projects.callToAction.heading })
  await expect(band.getByRole('link')).toHaveText(projects.callToAction.actions.map((action) => action.label))
  expect(await hrefsOf(band.getByRole('link'))).toEqual(projects.callToAction.actions.map((action) => action.href))
})

for (const solution of content.solutions) {
  test(`/solutions/${solution.slug} has its video, every section of its content with each item, a call to action, and hero buttons that lead where content says, the contact form told the solution`, async ({
    page,
  }) => {
    await gotoHydrated(page, `/solutions/${solution.slug}`)
    await expect(page.locator('[data-video]')).toHaveCount(1)
    for (const section of solution.sections) {
      const region = page.locator(`section#${section.id}`)
      await expect(region.getByRole('heading', { level: 2 })).toHaveText(section.heading)
      await expect(region.locator('ol > li, ul > li')).toHaveCount(section.items.length)
    }
    const band = page.getByRole('region', { name: solution.callToAction.heading })
    await expect(band.getByRole('link')).toHaveText(solution.callToAction.actions.map((action) => action.label))
    expect(await hrefsOf(band.getByRole('link'))).toEqual(
      solution.callToAction.actions.map((action) => target(action.href, solution.slug)),
    )

    // The hero comes first: its buttons are the first links of their names on the page.
    const main = page.getByRole('main')
    for (const action of solution.hero.actions)
      await expect(main.getByRole('link', { name: action.label, exact: true }).first()).toHaveAttribute(
        'href',
        target(action.href, solution.slug),
      )
    const anchor = solution.hero.actions.find((action) => action.href.startsWith('#'))
    if (anchor) {
      await expect(page.locator(anchor.href)).not.toBeInViewport()
      await main.getByRole('link', { name: anchor.label, exact: true }).first().click()
      await expect(page).toHaveURL(new RegExp(`${anchor.href}$`))
      await expect(page.locator(`${anchor.href} h2`)).toBeInViewport()
    }
  })
}
