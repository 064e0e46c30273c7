import { readHtml } from '../scripts/builder/html'
import { fillWords } from '../src/content/words'
import { contactForm, fillEnquiry, form, newVisitor, sentPanel, storedFor } from './support/contact'
import { content } from './support/content'
import { expect, gotoHydrated, test } from './support/fixtures'

const topicField = (page: import('@playwright/test').Page) => page.getByLabel(form.topic.label)

test.describe('one path to contact', () => {
  test("every button to the contact form on a solution's or a case study's page carries its topic", async ({
    request,
  }) => {
    const pages = [
      ...content.solutions.map((solution) => ({ path: `/solutions/${solution.slug}`, topic: solution.slug })),
      ...content.caseStudies.map((study) => ({ path: `/case-studies/${study.id}`, topic: study.id })),
    ]
    for (const { path, topic } of pages) {
      const document = readHtml(await (await request.get(path)).text())
      const links = [...document.querySelectorAll('main a[href^="/contact"]')].map((link) => link.getAttribute('href'))
      expect(links.length, path).toBeGreaterThan(0)
      for (const href of links) expect(href, path).toBe(`/contact?topic=${topic}`)
    }
  })

  test('a solution or case study sends the visitor to the form with its topic chosen', async ({ page }) => {
    const [solution] = content.solutions
    await gotoHydrated(page, `/solutions/${solution!.slug}`)
    await page.getByRole('main').locator('a[href^="/contact"]').first().click()
    await expect(page).toHaveURL(`/contact?topic=${solution!.slug}`)
    await expect(topicField(page)).toHaveValue(solution!.slug)
    await expect(topicField(page).locator('option:checked')).toHaveText(solution!.name)

    const [study] = content.caseStudies
    await gotoHydrated(page, `/case-studies/${study!.id}`)
    await page.getByRole('main').locator('a[href^="/contact"]').last().click()
    await expect(page).toHaveURL(`/contact?topic=${study!.id}`)
    await expect(topicField(page).locator('option:checked')).toHaveText(study!.title)
  })

  test('the topic is the first line of the stored message; the columns stay as they are', async ({
    page,
    context,
  }, testInfo) => {
    const visitor = await newVisitor(context, testInfo)
    const disha = content.solutions.find((solution) => solution.slug === 'disha')!
    await gotoHydrated(page, '/contact?topic=disha')
    await fillEnquiry(page, { name: 'Asha Rao', email: visitor.email, message: 'Could Disha work for 300 learners?' })
    await contactForm(page).submit.click()
    await expect(sentPanel(page).heading).toBeVisible()
    const [row] = await storedFor(visitor.email)
    expect(row).toMatchObject({
      name: 'Asha Rao',
      company: null,
      phone_number: null,
      message: `${fillWords(form.topic.storedLine, { topic: disha.name })}\n\nCould Disha work for 300 learners?`,
    })
    expect(Object.keys(row!).sort()).toEqual(['company', 'created_at', 'email', 'message', 'name', 'phone_number'])
  })

  test('a visitor can change or clear the topic; with none, the message is stored exactly as typed', async ({
    page,
    context,
  }, testInfo) => {
    const visitor = await newVisitor(context, testInfo)
    await gotoHydrated(page, '/contact?topic=lms')
    await topicField(page).selectOption({ label: form.topic.general })
    await fillEnquiry(page, {
      name: 'Asha Rao',
      email: visitor.email,
      message: 'A general question.\n\nWith two paragraphs.',
    })
    await contactForm(page).submit.click()
    await expect(sentPanel(page).heading).toBeVisible()
    expect((await storedFor(visitor.email))[0]!.message).toBe('A general question.\n\nWith two paragraphs.')
  })

  test('an address naming no real topic chooses none, whatever it holds', async ({ page, consoleProblems }) => {
    let dialogs = 0
    page.on('dialog', async (dialog) => {
      dialogs++
      await dialog.dismiss()
    })
    for (const topic of [
      'unknown',
      '<img src=x onerror=alert(1)>',
      '__proto__',
      'constructor',
      'lms"><script>alert(1)</script>',
      'x'.repeat(5000),
    ]) {
      await gotoHydrated(page, `/contact?topic=${encodeURIComponent(topic)}`)
      await expect(topicField(page), topic.slice(0, 40)).toHaveValue('')
    }
    expect(dialogs).toBe(0)
    // A name that could be a case study's is looked up as one: the host's 404 for it is all the browser reports.
    expect(consoleProblems.filter(({ text }) => !/status of 404/.test(text))).toEqual([])
  })
})
