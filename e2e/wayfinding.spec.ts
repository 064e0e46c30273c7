import { readHtml } from '../scripts/builder/html'
import { siteOrigin } from '../scripts/builder/buildEnv'
import { content } from './support/content'
import { expect, gotoHydrated, test } from './support/fixtures'
import { structuredData } from './support/html'
import { pagePaths } from './support/routes'

const ORIGIN = siteOrigin(process.env).origin
const site = content.site
const caseStudiesLink = site.navigation.main.find((link) => link.href === '/case-studies')!

test('every page leads to the case studies from its header and its footer', async ({ request }) => {
  for (const path of pagePaths) {
    const document = readHtml(await (await request.get(path)).text())
    for (const place of ['header nav[aria-label="Main"]', 'header nav[aria-label="Mobile"]', 'footer']) {
      const links = [...document.querySelectorAll(`${place} a[href="${caseStudiesLink.href}"]`)]
      expect(
        links.map((link) => link.textContent),
        `${path}: ${place}`,
      ).toEqual([caseStudiesLink.label])
    }
  }
})

test('a page below a section shows where it sits, as its structured data says, and marks its section in the header; a top-level page shows no breadcrumb', async ({
  request,
}) => {
  for (const path of pagePaths) {
    const html = await (await request.get(path)).text()
    const document = readHtml(html)
    const links = [...document.querySelectorAll(`nav[aria-label="${site.ui.breadcrumb}"] li a`)]
    const crumbs = links.map((link) => ({ name: link.textContent ?? '', path: link.getAttribute('href') ?? '' }))
    if (path.split('/').length <= 2) {
      expect(crumbs, path).toEqual([])
      continue
    }
    expect(crumbs, path).toHaveLength(3)
    expect(crumbs[0], path).toEqual({ name: site.ui.home, path: '/home' })
    expect(crumbs.at(-1)!.path, path).toBe(path)
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)
    expect(current, `${path}: only the page itself is current`).toEqual([crumbs.at(-1)!.name])
    const trail = structuredData(html).find((thing) => thing['@type'] === 'BreadcrumbList')!.itemListElement as {
      name: string
      item: string
    }[]
    expect(crumbs, path).toEqual(trail.map((crumb) => ({ name: crumb.name, path: crumb.item.slice(ORIGIN.length) })))
    const section = [...document.querySelectorAll('header nav[aria-label="Main"] a[aria-current="page"]')].map((link) =>
      link.getAttribute('href'),
    )
    expect(section, path).toEqual([`/${path.split('/')[1]}`])
  }
})

test('the breadcrumb is visible and leads back to the section', async ({ page }) => {
  await gotoHydrated(page, `/case-studies/${content.caseStudies[0]!.id}`)
  const breadcrumb = page.getByRole('navigation', { name: site.ui.breadcrumb })
  await expect(breadcrumb).toBeVisible()
  await breadcrumb.getByRole('link', { name: caseStudiesLink.label }).click()
  await expect(page).toHaveURL('/case-studies')
  await expect(page.getByRole('navigation', { name: site.ui.breadcrumb })).toHaveCount(0)
})
