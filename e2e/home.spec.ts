import { content } from './support/content'
import { expect, gotoHydrated, test } from './support/fixtures'

const { home, caseStudies: studies } = content

test("the home page: the hero's heading and buttons, Who We Are, the solutions at #solutions, every headline result and the closing call to action, as content says", async ({
  page,
}) => {
  await gotoHydrated(page, '/home')
  const main = page.getByRole('main')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.heading)
  await expect(main.getByRole('link', { name: home.hero.primary.label, exact: true }).first()).toHaveAttribute(
    'href',
    home.hero.primary.href,
  )

  const about = page.getByRole('region', { name: home.about.heading })
  await expect(about.locator('ul').first().getByRole('listitem')).toHaveText(home.about.points)
  for (const action of home.about.actions)
    await expect(about.getByRole('link', { name: action.label, exact: true })).toHaveAttribute('href', action.href)
  await expect(about.getByRole('heading', { level: 3 })).toHaveText(home.about.cards.map((card) => card.title))

  const solutions = page.locator('section#solutions')
  await expect(solutions.getByRole('heading', { level: 3 })).toHaveText(
    content.solutions.map((solution) => solution.name),
  )
  const more = solutions.getByRole('link', { name: new RegExp(`^${home.solutions.linkLabel}`) })
  expect(await more.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
    content.solutions.map((solution) => `/solutions/${solution.slug}`),
  )

  const band = page.getByRole('region', { name: home.callToAction.heading })
  for (const action of home.callToAction.actions)
    await expect(band.getByRole('link', { name: action.label, exact: true })).toHaveAttribute('href', action.href)

  const strip = page.getByRole('region', { name: home.results.heading })
  await expect(strip.getByRole('listitem')).toHaveCount(studies.length)
  for (const study of studies) {
    const item = strip.getByRole('listitem').filter({ hasText: study.headline.label })
    await expect(item.getByText(study.headline.figure, { exact: true })).toBeVisible()
    await expect(item.getByRole('link')).toHaveAttribute('href', `/case-studies/${study.id}`)
    // Its name starts with the words it shows.
    const name = await item.getByRole('link').evaluate((link) => link.textContent ?? '')
    expect(name.startsWith(study.client), name).toBe(true)
  }

  // A link to /home#solutions scrolls to the section; the results strip leads to the case studies.
  await expect(page.locator('#solutions')).not.toBeInViewport()
  await page.getByRole('link', { name: home.hero.secondary.label }).click()
  await expect(page).toHaveURL('/home#solutions')
  await expect(page.locator('#solutions h2')).toBeInViewport()
  await strip.getByRole('link', { name: content.site.navigation.proof.label }).click()
  await expect(page).toHaveURL('/case-studies')
})

test("the home page's body, where a school leader reads, leads to each guide of the header's For Schools menu", async ({
  page,
}) => {
  await gotoHydrated(page, '/home')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 2, name: home.guides.heading })).toBeVisible()
  for (const guide of content.site.navigation.guides.links) {
    const link = main.getByRole('link', { name: guide.label, exact: true })
    await expect(link, guide.label).toBeVisible()
    await expect(link, guide.label).toHaveAttribute('href', guide.href)
  }
  // Beside the specification's sections, whose order stays: after Solutions, before the band that closes the page.
  const headings = (await main.getByRole('heading', { level: 2 }).allTextContents()).map((text) => text.trim())
  const order = [home.about, home.solutions, home.guides, home.callToAction].map(({ heading }) =>
    headings.indexOf(heading),
  )
  expect(order, headings.join(' / ')).not.toContain(-1)
  expect(order, headings.join(' / ')).toEqual(order.toSorted((a, b) => a - b))
  expect(headings.at(-1)).toBe(home.callToAction.heading)
})

test("a result card, reached by keyboard, shows its focus round the whole card, across none of the result's words", async ({
  page,
}) => {
  await gotoHydrated(page, '/home')
  const card = page.getByRole('region', { name: home.results.heading }).getByRole('listitem').first()
  const link = card.getByRole('link')
  await page.keyboard.press('Tab')
  await link.focus()
  expect(await link.evaluate((element) => element.matches(':focus-visible'))).toBe(true)
  const outline = (element: Element) => getComputedStyle(element).outlineStyle
  expect(await card.evaluate(outline), 'round the card').toBe('solid')
  expect(await link.evaluate(outline), 'not round the link inside it').toBe('none')
})

test('a client-side navigation from another page to /home#solutions lands on the section', async ({
  page,
  consoleProblems,
}) => {
  await gotoHydrated(page, '/contact')
  // The router follows the browser's history: move it there without a page load.
  await page.evaluate(() => {
    Object.assign(window, { sameDocument: true })
    window.history.pushState(null, '', '/home#solutions')
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page).toHaveURL('/home#solutions')
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    'no page load',
  ).toBe(true)
  await expect(page.locator('#solutions h2')).toBeInViewport()
  // A malformed escape typed into the hash points at nothing, and takes nothing down.
  await page.evaluate(() => (window.location.hash = '%E0%A4%A'))
  await expect(page.locator('#solutions h2')).toBeInViewport()
  expect(consoleProblems).toEqual([])
})
