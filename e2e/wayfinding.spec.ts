import { readHtml } from '../scripts/builder/html'
import { siteOrigin } from '../scripts/builder/buildEnv'
import { content } from './support/content'
import { expect, gotoHydrated, test } from './support/fixtures'
import { pagePaths } from './support/routes'

const ORIGIN = siteOrigin(process.env).origin
const site = content.site
const caseStudiesLink = site.navigation.main.find((link) => link.href === '/case-studies')!
/** Pages below a section: /solutions/lms, /case-studies/retail-transformation. */
const nestedPaths = pagePaths.filter((path) => path.split('/').length > 2)

interface Crumb {
  name: string
  path: string
}

/** The breadcrumb a visitor sees, as the page was built. */
function visibleTrail(document: Document): { crumbs: Crumb[]; current: string[] } {
  const nav = document.querySelector(`nav[aria-label="${site.ui.breadcrumb}"]`)
  const links = [...(nav?.querySelectorAll('li a') ?? [])]
  return {
    crumbs: links.map((link) => ({ name: link.textContent ?? '', path: link.getAttribute('href') ?? '' })),
    current: links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent ?? ''),
  }
}

type JsonLd = { '@graph': { '@type': string; itemListElement?: { name: string; item: string }[] }[] }

/** The breadcrumb search engines read (JSON-LD), as paths on this site. */
function structuredTrail(document: Document): Crumb[] {
  const graph = [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap(
    (script) => (JSON.parse(script.textContent ?? '') as JsonLd)['@graph'],
  )
  const list = graph.find((thing) => thing['@type'] === 'BreadcrumbList')
  return (list?.itemListElement ?? []).map((crumb) => ({ name: crumb.name, path: crumb.item.slice(ORIGIN.length) }))
}

test.describe('way-finding', () => {
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

  for (const path of nestedPaths) {
    test(`${path} shows where it sits, as its structured data says`, async ({ request }) => {
      const document = readHtml(await (await request.get(path)).text())
      const { crumbs, current } = visibleTrail(document)
      expect(crumbs).toHaveLength(3)
      expect(crumbs[0]).toEqual({ name: site.ui.home, path: '/home' })
      expect(crumbs.at(-1)!.path).toBe(path)
      expect(current, 'only the page itself is current').toEqual([crumbs.at(-1)!.name])
      expect(crumbs).toEqual(structuredTrail(document))
    })
  }

  test('top-level pages show no breadcrumb', async ({ request }) => {
    for (const path of pagePaths.filter((candidate) => !nestedPaths.includes(candidate))) {
      const document = readHtml(await (await request.get(path)).text())
      expect(visibleTrail(document).crumbs, path).toEqual([])
    }
  })

  test('the breadcrumb is visible and leads back to the section', async ({ page }) => {
    await gotoHydrated(page, '/case-studies/retail-transformation')
    const breadcrumb = page.getByRole('navigation', { name: site.ui.breadcrumb })
    await expect(breadcrumb).toBeVisible()
    await breadcrumb.getByRole('link', { name: caseStudiesLink.label }).click()
    await expect(page).toHaveURL('/case-studies')
    await expect(page.getByRole('navigation', { name: site.ui.breadcrumb })).toHaveCount(0)
  })

  test('a detail page marks its section as the current one in the header', async ({ request }) => {
    for (const path of nestedPaths) {
      const document = readHtml(await (await request.get(path)).text())
      const current = [...document.querySelectorAll('header nav[aria-label="Main"] a[aria-current="page"]')].map(
        (link) => link.getAttribute('href'),
      )
      expect(current, path).toEqual([`/${path.split('/')[1]}`])
    }
  })
})
