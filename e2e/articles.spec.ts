import { formatDate } from '../src/lib/formatDate'
import { content } from './support/content'
import { expect, gotoHydrated, test } from './support/fixtures'
import { mainText, structuredData } from './support/html'
import { readHtml, textOf } from '../scripts/builder/html'

for (const article of content.articles) {
  test(`${article.path} has its date and every section in the pre-rendered HTML, every placeholder filled, and a table of contents that lists them`, async ({
    request,
  }) => {
    const html = await (await request.get(article.path)).text()
    const text = mainText(html)
    expect(text).toContain(`${content.site.ui.lastUpdated} ${formatDate(article.lastUpdated)}`)
    expect(text).not.toContain('{{')
    const page = readHtml(html)
    const sections = article.sections.map((section) => section.title)
    expect([...page.querySelectorAll('article h2')].map(textOf)).toEqual(sections)
    // Where each entry leads is the crawler's to check (seo.desktop.spec.ts), and how it scrolls the next test's.
    const contents = [...page.querySelectorAll('nav[aria-labelledby]')].find(
      (nav) => textOf(page.getElementById(nav.getAttribute('aria-labelledby')!)) === content.site.ui.onThisPage,
    )
    expect([...(contents?.querySelectorAll('a') ?? [])].map(textOf)).toEqual(sections)
  })
}

test("a policy's table of contents leads to each section, its links to other policies, and it gives the company's email", async ({
  page,
}) => {
  await gotoHydrated(page, '/terms')
  const terms = content.articles.find((article) => article.path === '/terms')!
  const last = terms.sections.at(-1)!.title
  await page.getByRole('navigation', { name: content.site.ui.onThisPage }).getByRole('link').last().click()
  await expect(page.getByRole('article').getByRole('heading', { level: 2, name: last })).toBeInViewport()

  await page.getByRole('article').locator('a[href="/privacy"]').first().click()
  await expect(page).toHaveURL('/privacy')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    content.articles.find((article) => article.path === '/privacy')!.page.heading,
  )
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

test('the privacy policy sends data requests where the data and child safety guide does, and links the guide', async ({
  request,
}) => {
  const page = async (path: string) => readHtml(await (await request.get(path)).text())
  const [privacy, guide] = await Promise.all([page('/privacy'), page('/data-and-child-safety')])
  const { grievanceEmail } = content.site.dataProtection
  for (const policy of [privacy, guide])
    expect(policy.querySelector(`main a[href="mailto:${grievanceEmail}"]`), 'the request address').not.toBeNull()
  expect(privacy.querySelector('main a[href="/data-and-child-safety"]'), 'a link to the guide').not.toBeNull()
})

test('an FAQ gives search engines each question on the page, with the answer under it', async ({ request }) => {
  const faqs = content.articles.filter((article) => article.questions)
  expect(faqs.length).toBeGreaterThan(0)
  for (const { path } of faqs) {
    const html = await (await request.get(path)).text()
    const page = readHtml(html)
    const questions = [...page.querySelectorAll('article h2')].map(textOf)
    const faq = structuredData(html).find((thing) => thing['@type'] === 'FAQPage') as unknown as {
      mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[]
    }
    expect(faq.mainEntity.map((question) => question.name)).toEqual(questions)
    for (const [index, entity] of faq.mainEntity.entries()) {
      expect(entity).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } })
      // The answer is what the page says between this question and the next.
      let answer = ''
      for (
        let node = page.querySelectorAll('article h2')[index]!.nextElementSibling;
        node && node.tagName !== 'H2';
        node = node.nextElementSibling
      )
        answer += `${textOf(node)} `
      expect(textOf(readHtml(`<!DOCTYPE html><html><body>${entity.acceptedAnswer.text}</body></html>`).body)).toBe(
        answer.trim(),
      )
    }
  }
})
