import { formatDate } from '../src/lib/formatDate'
import { content } from './support/content'
import { expect, gotoHydrated, test } from './support/fixtures'
import { mainText } from './support/html'

for (const policy of content.policies) {
  const sections = policy.sections.map((section) => section.title)

  test.describe(`legal page ${policy.path}`, () => {
    test('has its date and every section in the pre-rendered HTML, every placeholder filled', async ({ request }) => {
      const text = mainText(await (await request.get(policy.path)).text())
      expect(text).toContain(`${content.site.ui.lastUpdated} ${formatDate(policy.lastUpdated)}`)
      for (const section of sections) expect(text).toContain(section)
      expect(text).not.toContain('{{')
    })

    test('lists its sections in a table of contents that leads to each one', async ({ page }) => {
      await gotoHydrated(page, policy.path)
      const article = page.getByRole('article')
      await expect(article.getByRole('heading', { level: 2 })).toHaveText(sections)

      const contents = page.getByRole('navigation', { name: content.site.ui.onThisPage })
      await expect(contents.getByRole('link')).toHaveText(sections)
      const last = contents.getByRole('link').last()
      await last.click()
      await expect(article.getByRole('heading', { level: 2, name: sections.at(-1) })).toBeInViewport()
    })
  })
}

test('the terms link to the privacy policy', async ({ page }) => {
  await gotoHydrated(page, '/terms')
  await page.getByRole('article').locator('a[href="/privacy"]').first().click()
  await expect(page).toHaveURL('/privacy')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    content.policies.find((policy) => policy.path === '/privacy')!.page.heading,
  )
})

test("the policies give the company's contact details from the site file", async ({ page }) => {
  await gotoHydrated(page, '/privacy')
  const { email } = content.site.contact
  await expect(page.getByRole('article').getByRole('link', { name: email }).first()).toHaveAttribute(
    'href',
    `mailto:${email}`,
  )
})

test('the privacy policy names each service that receives what a visitor sends or plays', async ({ request }) => {
  // The database host (Supabase), the email provider (Resend) and the video host (YouTube) are the stack's, not copy.
  const text = mainText(await (await request.get('/privacy')).text())
  for (const service of ['Supabase', 'Resend', 'YouTube']) expect(text).toContain(service)
})
