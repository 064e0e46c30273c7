import { content } from './support/content'
import { expect, gotoHydrated, test } from './support/fixtures'
import { mainText } from './support/html'

const policies = {
  '/terms': {
    sections: ['Introduction', 'Communications', 'Purchases', 'Subscriptions', 'Content', 'Prohibited Uses', 'Contact Us'],
    facts: [/unsubscribe link/, /billed in advance/, /annual billing cycle/, /renews automatically/, /account page/],
  },
  '/privacy': {
    sections: ['Introduction', 'Information We Collect', 'How We Use Your Information', 'Data Security', 'Data Protection Rights', 'Cookies', 'Changes', 'Contact'],
    facts: [/Personal information you give us/, /Information collected automatically/],
  },
  '/refund': {
    sections: ['General Terms', 'Subscription Services', 'Custom Solutions', 'Refund Process', 'Exceptions', 'Payment Processing', 'Changes', 'Contact'],
    facts: [
      /trial typically lasts 14 days/,
      /cancel in writing before the trial ends, you receive a full refund/,
      /first 30 days, you may receive a prorated refund/,
      /No refunds are given after 30 days of active service/,
      /review every request within 5-10 business days/,
      /Card payments: 5-10 business days/,
      /Bank transfers: up to 15 business days/,
      /renew automatically/,
    ],
  },
}

for (const [path, policy] of Object.entries(policies)) {
  test.describe(`legal page ${path}`, () => {
    test('has its date, every section and its facts in the pre-rendered HTML', async ({ request }) => {
      const text = mainText(await (await request.get(path)).text())
      expect(text).toContain('Last updated June 1, 2023')
      for (const section of policy.sections) expect(text).toContain(section)
      for (const fact of policy.facts) expect(text).toMatch(fact)
      expect(text).not.toContain('{{')
    })

    test('lists its sections in a table of contents that leads to each one', async ({ page }) => {
      await gotoHydrated(page, path)
      const article = page.getByRole('article')
      await expect(article.getByRole('heading', { level: 2 })).toHaveText(policy.sections)

      const contents = page.getByRole('navigation', { name: content.site.ui.onThisPage })
      await expect(contents.getByRole('link')).toHaveText(policy.sections)
      const last = contents.getByRole('link').last()
      await last.click()
      await expect(article.getByRole('heading', { level: 2, name: policy.sections.at(-1) })).toBeInViewport()
    })
  })
}

test('the terms link to the privacy policy', async ({ page }) => {
  await gotoHydrated(page, '/terms')
  await page.getByRole('article').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL('/privacy')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
})

test("the policies give the company's contact details from the site file", async ({ page }) => {
  await gotoHydrated(page, '/privacy')
  const { email } = content.site.contact
  await expect(page.getByRole('article').getByRole('link', { name: email }).first()).toHaveAttribute('href', `mailto:${email}`)
})
